export { counted, nounFor } from './plural';
