export { registerAdminRoutes } from './admin.routes';
export { unlockByEmail } from './admin.service';
