export { registerShellRoutes } from './shell.routes';
export { ShellService } from './shell.service';
