import { todayIso } from '@clearline/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../modules/auth/index';
import type { Database } from '../../platform/db';
import {
  memberships,
  mfaFactors,
  notifications,
  type OrganizationSettings,
  organizations,
  users,
} from '../schema/index';
import { seedBankRecDemo } from './bank-rec-demo';
import { bureauMenu, wageAccessMenu } from './demo-menus';
import { seedEwaDemoLedger, seedEwaDemoRecords } from './ewa-demo';
import type { DemoEmployer } from './ewa-demo-data';

export const DEMO_PASSWORD = 'Clearline-demo-1';
/** Base32 TOTP secret of mfa@demo.test (published in the README so a tester can compute codes). */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
export const DEMO_BUREAU = 'Demo Payroll Bureau';
export const DEMO_WAGE_ACCESS = 'Demo Wage Access';

const baseSettings = (
  features: OrganizationSettings['features'],
  notes: OrganizationSettings['notes'],
): OrganizationSettings => ({
  features,
  idle: { idleLogOut: 10, remainingTime: 2 },
  customerIdPattern: '^[A-Za-z0-9_&\\- ]+$',
  allowDelete: true,
  notes,
});

const bureauNotes = [
  {
    id: 'n1',
    title: 'Quarter-end',
    detail: 'Form 941 deposits for Q4 are due January 31. Clear open tax liabilities first.',
  },
  {
    id: 'n2',
    title: 'Bank cut-off',
    detail: 'Same-day ACH files after 2:45 PM ET settle the next business day.',
  },
];
const wageNotes = [
  {
    id: 'n1',
    title: 'Funding window',
    detail: 'Employer funding must land by 10:00 AM ET to release same-day advances.',
  },
];

/**
 * Seeds the demo organisations and users once; a second call finds them and does nothing. The records
 * go in one transaction; the wage-access year of ledger lines follows through COPY (the bulk connection).
 */
export async function seedDemo(database: Pick<Database, 'db' | 'bulk'>): Promise<{ seeded: boolean }> {
  const { db } = database;
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, DEMO_BUREAU));
  if (existing.length > 0) return { seeded: false };

  const passwordHash = await accounts.hashPassword(DEMO_PASSWORD);
  const today = todayIso(new Date(), 'America/New_York');
  const wageAccess: { id: string; userId: string; employers: DemoEmployer[] } | null = await db.transaction(
    async (tx) => {
      const [bureau] = await tx
        .insert(organizations)
        .values({
          name: DEMO_BUREAU,
          settings: baseSettings({ bankRec: true }, bureauNotes),
          menu: bureauMenu,
        })
        .returning({ id: organizations.id });
      const [wage] = await tx
        .insert(organizations)
        .values({
          name: DEMO_WAGE_ACCESS,
          settings: baseSettings({ ewa: true }, wageNotes),
          menu: wageAccessMenu,
        })
        .returning({ id: organizations.id });
      if (!bureau || !wage) throw new Error('demo organisations were not created');

      const people = [
        { email: 'ops@demo.test', firstName: 'Olivia', lastName: 'Parker', phoneNumber: '(555) 010-1100' },
        { email: 'bankrec@demo.test', firstName: 'Ben', lastName: 'Reyes', phoneNumber: '555-010-1280' },
        { email: 'ewa@demo.test', firstName: 'Eva', lastName: 'Walsh', phoneNumber: '555-010-1350' },
        { email: 'mfa@demo.test', firstName: 'Maya', lastName: 'Fischer', phoneNumber: '555-010-1281' },
      ];
      const inserted = await tx
        .insert(users)
        .values(people.map((p) => ({ ...p, passwordHash, displayName: `${p.firstName} ${p.lastName}` })))
        .returning({ id: users.id, email: users.email });
      const id = (email: string) => {
        const row = inserted.find((u) => u.email === email);
        if (!row) throw new Error(`demo user ${email} missing`);
        return row.id;
      };

      await tx.insert(memberships).values([
        { userId: id('ops@demo.test'), organizationId: bureau.id, roleIds: [110], isDefault: true },
        { userId: id('ops@demo.test'), organizationId: wage.id, roleIds: [110] },
        { userId: id('bankrec@demo.test'), organizationId: bureau.id, roleIds: [128], isDefault: true },
        { userId: id('ewa@demo.test'), organizationId: wage.id, roleIds: [135], isDefault: true },
        { userId: id('mfa@demo.test'), organizationId: bureau.id, roleIds: [128], isDefault: true },
      ]);
      await tx.insert(notifications).values([
        {
          organizationId: bureau.id,
          userId: id('ops@demo.test'),
          kind: 'agent',
          details: 'Bank agent connected: First Republic operating account.',
        },
        {
          organizationId: bureau.id,
          userId: id('ops@demo.test'),
          kind: 'agent',
          details: 'Nightly BAI2 pickup completed for 3 accounts.',
        },
        {
          organizationId: bureau.id,
          userId: id('bankrec@demo.test'),
          kind: 'agent',
          details: 'Nightly BAI2 pickup completed for 3 accounts.',
        },
      ]);
      // The bureau's bank reconciliation records (customers, configuration, two years of ledger entries).
      await seedBankRecDemo(tx, bureau.id, { today, userId: id('bankrec@demo.test') });
      // The wage-access organisation's partners, employers and configuration (issue 12).
      const employers = await seedEwaDemoRecords(tx, wage.id);
      await tx.insert(mfaFactors).values({
        userId: id('mfa@demo.test'),
        kind: 'TOTP',
        secret: DEMO_TOTP_SECRET,
        confirmedAt: new Date(),
      });
      return { id: wage.id, userId: id('ewa@demo.test'), employers };
    },
  );
  if (wageAccess) {
    const { id, userId, employers } = wageAccess;
    await database.bulk((conn) => seedEwaDemoLedger(conn, id, employers, { today, userId }), {
      transaction: true,
    });
  }
  return { seeded: true };
}
