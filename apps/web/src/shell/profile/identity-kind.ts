import type { SessionUser } from '@clearline/contracts';

/**
 * architecture.md §7: tenant users (signed in against this server) see the organisation list, the
 * Profile dialog and Logout; template demo accounts see My Profile (/pages/profile) and Logout.
 */
export type IdentityKind = 'tenant' | 'template';

export function identityKindOf(user: Pick<SessionUser, 'role'> | null): IdentityKind {
  return user?.role === 'tenant' ? 'tenant' : 'template';
}

/** 'Olivia Parker' -> 'OP'; one word -> its first letter. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
