export { findUserByEmail, membershipsOf } from './auth.repository';
export { registerAuthRoutes } from './auth.routes';
export { AuthService } from './auth.service';
export { hashPassword } from './login-crypto';
