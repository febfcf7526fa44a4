export { isMember } from './users.repository';
export { registerUsersRoutes } from './users.routes';
