import { z } from 'zod';

/**
 * One error envelope for every refusal: a stable machine code, a human message, and field details for
 * validation errors. 401s add the spec §8 `error` list the browser reads.
 */
export const ErrorCode = z.enum([
  'bad_request',
  'validation_failed',
  'credentials_required',
  'invalid_token',
  'forbidden',
  'not_found',
  'conflict',
  /** A change to a certified (locked) month's figures: the message names the month and the way out. */
  'period_locked',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const FieldIssue = z.object({ path: z.string(), message: z.string() });

export const ErrorEnvelope = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(FieldIssue).optional(),
  /** Spec §8: the first entry tells the browser whether to refresh its token or sign out. */
  error: z
    .array(
      z.object({
        refresh_token: z.enum(['refresh', 'expired']).optional(),
        access_token: z.string().optional(),
        code: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const MESSAGES = {
  noToken: 'No authorization token was found',
  jwtExpired: 'jwt expired',
  invalidToken: 'Invalid access token detected',
  sessionExpired: 'Your session has ended. Please sign in again.',
  unauthorized: 'Unauthorized to perform operation',
  notMember: 'You are not a member of this organisation.',
  noOrganisation: 'Your account is not a member of any organisation yet. Ask your administrator to add you.',
  invalidCredentials: 'Invalid email or password',
  locked: 'Your account has been locked. Please contact your Administrator for assistance.',
  mfaEmailNotFound: 'Email Not Found. Check your email',
  mfaBadCode: 'Check your password',
  mfaExpired: 'Your sign-in attempt has expired. Please sign in again.',
  rateLimited: 'Too many attempts from your address. Please wait a minute and try again.',
  emailInUse: 'The email is already in use',
  currentPasswordRequired: 'Enter your current password to change the password or e-mail.',
  currentPasswordWrong: 'Your current password is not correct.',
} as const;
