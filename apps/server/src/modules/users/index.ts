export { isMember, userNames } from './users.repository';
export { registerUsersRoutes } from './users.routes';
