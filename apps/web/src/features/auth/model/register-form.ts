import { type RegisterInput, registerErrors } from '@clearline/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface RegisterForm {
  displayName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/** The register form is validated by the domain's rules, the same functions the server runs. */
export const registerResolver: Resolver<RegisterForm> = async (values) => {
  const found = registerErrors(values satisfies RegisterInput);
  const entries = Object.entries(found).filter((entry): entry is [keyof RegisterForm, string] =>
    Boolean(entry[1]),
  );
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<RegisterForm> = {};
  for (const [field, message] of entries) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

export type ServerFieldErrors = Partial<Record<'displayName' | 'email' | 'password', string>>;

/** The server's field errors (spec §5: pushed back onto the inputs), in form field order. */
export function serverFieldErrors(error: ServerFieldErrors): [keyof RegisterForm, string][] {
  const order: (keyof ServerFieldErrors)[] = ['displayName', 'email', 'password'];
  return order.flatMap((field) => {
    const message = error[field];
    return message ? [[field, message] as [keyof RegisterForm, string]] : [];
  });
}
