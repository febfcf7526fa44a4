export { findUserByEmail, membershipsOf } from './auth.repository';
export { clientOf, registerAuthRoutes } from './auth.routes';
export { AuthService } from './auth.service';
export { hashPassword } from './login-crypto';
export type { ClientInfo } from './mfa.service';
