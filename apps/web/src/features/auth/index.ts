/**
 * The auth feature's public surface: its pages as lazy loaders (each its own chunk). app/ imports
 * features only through these index files.
 */
export const authPages = {
  login: () => import('./routes/LoginPage'),
  mfa: () => import('./routes/MfaPage'),
  forgotPassword: () => import('./routes/ForgotPasswordPage'),
  register: () => import('./routes/RegisterPage'),
  callback: () => import('./routes/CallbackPage'),
  // Issue 17: the e-mailed invitation link.
  invitation: () => import('./routes/InvitationPage'),
  logout: () => import('./routes/LogoutPage'),
};
