export { registerAdminRoutes } from './admin.routes';
export { unlockFromCli } from './admin.service';
