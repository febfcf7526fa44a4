export { registerShellRoutes } from './shell.routes';
