export { recordAudit } from './audit.repository';
