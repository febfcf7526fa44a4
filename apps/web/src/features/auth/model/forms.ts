import { MIN_LENGTH_4_MESSAGE } from '@clearline/domain';
import { z } from 'zod';

/** Login: both fields are needed; whether they are right is the server's answer ('Invalid email or password'). */
export const LoginForm = z.object({
  email: z.string().trim().min(1, 'Enter your email'),
  password: z.string().min(1, 'Enter your password'),
});
export type LoginForm = z.infer<typeof LoginForm>;

/** Spec §5 forgot-password: required, at least 4 characters. */
export const ForgotPasswordForm = z.object({
  email: z.string().trim().min(1, 'Enter your email').min(4, MIN_LENGTH_4_MESSAGE),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/** The second step: a 6-digit code. */
export const MfaCodeForm = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code')),
});
export type MfaCodeFormInput = z.input<typeof MfaCodeForm>;
export type MfaCodeForm = z.output<typeof MfaCodeForm>;
