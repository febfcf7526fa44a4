import type { MeResponse, SessionUser } from '@clearline/contracts';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export type Me = z.infer<typeof MeResponse>;

/** The organisation the session works in, as /api/users/me describes it. */
export interface CurrentOrganization {
  id: string;
  name: string;
  roles: number[];
  menu: Me['setting']['organizations'][number]['menu'];
  /** Issue 17: members may delete customers and employers (spec §6: the delete icon shows only then). */
  allowDelete: boolean;
}

export type AuthStatus = 'signedOut' | 'loading' | 'signedIn';

export interface AuthValue {
  status: AuthStatus;
  /** The signed-in user (spec §3), from GET /api/auth/access-token. */
  user: SessionUser | null;
  /** The current-user record (spec §7), from GET /api/users/me. */
  me: Me | null;
  /** Null when signed out or when the user belongs to no organisation yet. */
  organization: CurrentOrganization | null;
  /** Stores a new access token (after login, MFA, registration, external sign-in) and loads the user. */
  signIn: (accessToken: string) => void;
  /** Ends the server session (failures ignored) and forgets the token and the user's data. */
  signOut: () => Promise<void>;
  /** Loads the user and the current-user record again (after a profile or organisation change). */
  reload: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

/** The signed-in user and the sign-in/sign-out actions. Use inside <AuthProvider>. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The current organisation: the one the user record names (disorgId), looked up in /api/users/me. */
export function currentOrganizationOf(user: SessionUser | null, me: Me | null): CurrentOrganization | null {
  if (!user || !me) return null;
  const id = user.disorgId ?? me.setting.defaultOrganization;
  const org = me.setting.organizations.find((o) => o._id === id);
  if (!org) return null;
  return { id: org._id, name: org.coName, roles: org.roles, menu: org.menu, allowDelete: org.allowDelete };
}
