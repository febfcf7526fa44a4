export { registerHealthRoutes } from './health.routes';
