import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/**
 * Issue 19: agents, the programs at a bank's SFTP drop that push files for an organisation. An
 * administrator registers one and gets a one-time activation code (only its sha-256 is kept, with its
 * expiry); the agent exchanges it for its own credential (likewise kept as a sha-256: a credential is
 * 32 random bytes, so a fast hash is enough). Revoking clears nothing: `revoked_at` refuses every call.
 * Owned by the agents module.
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    /** The ledger area its files are imported into ('bankRec' or 'ewa'). */
    area: text().$type<'bankRec' | 'ewa'>().notNull().default('bankRec'),
    activationCodeHash: text(),
    activationExpiresAt: timestamp({ withTimezone: true }),
    credentialHash: text(),
    activatedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** What the agent said of itself at its last heartbeat (version, host, folder). */
    reportedVersion: text().notNull().default(''),
    /** The last fault the agent reported (or a push refused); cleared by nothing, replaced by the next. */
    lastError: text().notNull().default(''),
    lastErrorAt: timestamp({ withTimezone: true }),
    /** When the silent-agent notice went out for the current silence (null: not silent, or not told yet). */
    silentNotifiedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agents_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('agents_activation_code_key').on(t.activationCodeHash),
    uniqueIndex('agents_credential_key').on(t.credentialHash),
    check('agents_area_check', sql`${t.area} in ('bankRec', 'ewa')`),
  ],
);
