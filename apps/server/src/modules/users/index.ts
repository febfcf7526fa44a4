export { isMember, organizationSettings, userNames } from './users.repository';
export { registerUsersRoutes } from './users.routes';
