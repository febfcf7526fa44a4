export { findUserByEmail, membershipsOf } from './auth.repository';
export { clientOf, registerAuthRoutes } from './auth.routes';
export { AuthService, type ClientInfo } from './auth.service';
export { hashPassword } from './login-crypto';
