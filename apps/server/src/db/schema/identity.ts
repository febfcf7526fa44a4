import type { MenuItem, UserSettings } from '@clearline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Settings an organisation carries: feature flags, idle sign-out, customer id pattern, delete permission. */
export interface OrganizationSettings {
  /** Area flags: a boolean, or an object when the area is on with restricted tasks (no un-import). */
  features: { bankRec?: AreaFlag; ewa?: AreaFlag };
  idle: { idleLogOut: number; remainingTime: number };
  /** Regular expression source for customer ids (spec §5); default letters, digits, `_&-` and space. */
  customerIdPattern: string;
  allowDelete: boolean;
  /** Members must pass a second factor; those without an authenticator app enrol one or use e-mail codes. */
  mfaRequired?: boolean;
  /** Notes pinned for every member, shown in the quick panel. */
  notes?: { id: string; title: string; detail: string }[];
}

export type AreaFlag = boolean | { enabled: boolean; unImport: boolean };

export const organizations = pgTable('organizations', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  settings: jsonb().$type<OrganizationSettings>().notNull(),
  menu: jsonb().$type<MenuItem[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    displayName: text().notNull().default(''),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    photoUrl: text().notNull().default(''),
    settings: jsonb().$type<UserSettings>().notNull().default({}),
    shortcuts: jsonb().$type<string[]>().notNull().default([]),
    failedAttempts: integer().notNull().default(0),
    lockedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Numeric role ids of spec §1 (110, 126 management; 128... bank rec; 135-139 employer funds). */
    roleIds: integer().array().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('memberships_organization_idx').on(t.organizationId),
    uniqueIndex('memberships_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation the session works in; null for a user who belongs to none yet. */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** How the person signed in: 'password' (the JWT tab) or the identity provider's tab ('auth0', 'firebase'). */
    signInMethod: text().notNull().default('password'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'TOTP'>().notNull(),
    /** Base32 TOTP secret. */
    secret: text().notNull(),
    /** The last accepted 30-second time step: a code is never accepted twice. */
    lastUsedStep: bigint({ mode: 'number' }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_factors_user_kind').on(t.userId, t.kind)],
);

/** A password step passed, a second factor pending. The browser holds the random token; we keep its hash. */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid().primaryKey().defaultRandom(),
  tokenHash: text().notNull().unique(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
  emailCodeHash: text(),
  emailCodeExpiresAt: timestamp({ withTimezone: true }),
  /** A TOTP secret being enrolled; it becomes a factor when the first code from it is accepted. */
  pendingTotpSecret: text(),
  consumedAt: timestamp({ withTimezone: true }),
  ip: text().notNull().default(''),
  userAgent: text().notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Issue 17: an invitation to join an organisation with role ids. The e-mailed link carries a random token;
 * we keep its hash. It is used once (acceptedAt) and expires.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    roleIds: integer().array().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** An administrator withdrew it (the member was removed before accepting, or a new invitation replaced it). */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_organization_idx').on(t.organizationId, t.email)],
);

/**
 * Issue 17: an external sign-in in flight (OpenID Connect, authorization code with PKCE). The state is the
 * row's key (hashed); the browser that started it holds a random binding in a cookie, whose hash is kept here.
 */
export const oidcLogins = pgTable('oidc_logins', {
  id: uuid().primaryKey().defaultRandom(),
  stateHash: text().notNull().unique(),
  browserHash: text().notNull(),
  provider: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  redirectUri: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
