import { todayIso } from '@clearline/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../modules/auth/index';
import { clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { memberships, mfaFactors, notifications, organizations, users } from '../schema/index';
import { defaultMenuOf, starterSettings } from '../starter-configuration';
import { seedBankRecDemo } from './bank-rec-demo';
import { seedEwaDemoLedger, seedEwaDemoRecords } from './ewa-demo';
import type { DemoEmployer } from './ewa-demo-data';
import { DEFAULT_SELF_URL, seedProductLinesDemo } from './product-lines-demo';

export const DEMO_PASSWORD = 'Clearline-demo-1';
/**
 * Demo users of the landing cases of spec §4 beside ops (110), bankrec (128) and ewa (135): each signs
 * in and lands where its role says (README's demo users table; e2e/tests/shell/landing.spec.ts).
 */
export const LANDING_DEMO_USERS = [
  {
    email: 'lead@demo.test',
    firstName: 'Lena',
    lastName: 'Adler',
    phoneNumber: '555-010-1260',
    role: 126,
    organization: 'bureau',
  },
  {
    email: 'panel@demo.test',
    firstName: 'Paul',
    lastName: 'Nolan',
    phoneNumber: '555-010-1320',
    role: 132,
    organization: 'bureau',
  },
  {
    email: 'workflow@demo.test',
    firstName: 'Wendy',
    lastName: 'Flores',
    phoneNumber: '555-010-1330',
    role: 133,
    organization: 'bureau',
  },
  {
    email: 'viewer@demo.test',
    firstName: 'Victor',
    lastName: 'Ibsen',
    phoneNumber: '555-010-1008',
    role: 8,
    organization: 'bureau',
  },
  {
    email: 'ewapanel@demo.test',
    firstName: 'Erin',
    lastName: 'Pike',
    phoneNumber: '555-010-1380',
    role: 138,
    organization: 'wage',
  },
  {
    email: 'ledgerrec@demo.test',
    firstName: 'Leo',
    lastName: 'Reed',
    phoneNumber: '555-010-1390',
    role: 139,
    organization: 'wage',
  },
] as const;

/** Base32 TOTP secret of mfa@demo.test (published in the README so a tester can compute codes). */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
export const DEMO_BUREAU = 'Demo Payroll Bureau';
export const DEMO_WAGE_ACCESS = 'Demo Wage Access';

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
export async function seedDemo(
  database: Pick<Database, 'db' | 'bulk'>,
  // Issue 15: the server's own address, where the demo product lines' probes point.
  options: { selfUrl?: string } = {},
): Promise<{ seeded: boolean }> {
  const { db } = database;
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, DEMO_BUREAU));
  if (existing.length > 0) return { seeded: false };

  const passwordHash = await accounts.hashPassword(DEMO_PASSWORD);
  const today = todayIso(clock(), 'America/New_York');
  const wageAccess: { id: string; userId: string; employers: DemoEmployer[] } | null = await db.transaction(
    async (tx) => {
      const [bureau] = await tx
        .insert(organizations)
        .values({
          name: DEMO_BUREAU,
          settings: starterSettings({ bankRec: true }, bureauNotes),
          menu: defaultMenuOf('bureau'),
        })
        .returning({ id: organizations.id });
      const [wage] = await tx
        .insert(organizations)
        .values({
          name: DEMO_WAGE_ACCESS,
          settings: starterSettings({ ewa: true }, wageNotes),
          menu: defaultMenuOf('wageAccess'),
        })
        .returning({ id: organizations.id });
      if (!bureau || !wage) throw new Error('demo organisations were not created');

      const people = [
        { email: 'ops@demo.test', firstName: 'Olivia', lastName: 'Parker', phoneNumber: '(555) 010-1100' },
        { email: 'bankrec@demo.test', firstName: 'Ben', lastName: 'Reyes', phoneNumber: '555-010-1280' },
        { email: 'ewa@demo.test', firstName: 'Eva', lastName: 'Walsh', phoneNumber: '555-010-1350' },
        { email: 'mfa@demo.test', firstName: 'Maya', lastName: 'Fischer', phoneNumber: '555-010-1281' },
        // Issue 15: one user per role-based landing case of spec §4 not covered above.
        ...LANDING_DEMO_USERS.map(({ email, firstName, lastName, phoneNumber }) => ({
          email,
          firstName,
          lastName,
          phoneNumber,
        })),
        // issue 16: the reviewer who certifies what bankrec@demo.test prepares
        { email: 'reviewer@demo.test', firstName: 'Rita', lastName: 'Vance', phoneNumber: '555-010-1330' },
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
        ...LANDING_DEMO_USERS.map((u) => ({
          userId: id(u.email),
          organizationId: u.organization === 'bureau' ? bureau.id : wage.id,
          roleIds: [u.role],
          isDefault: true,
        })),
        // issue 16: 133 (bank-rec workflow, may review; lands on the workflow) and 126 (every account, rPRecWf)
        { userId: id('reviewer@demo.test'), organizationId: bureau.id, roleIds: [133, 126], isDefault: true },
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
      // Issue 15: the bureau's product lines, their probes and its customers' lines.
      await seedProductLinesDemo(tx, bureau.id, options.selfUrl ?? DEFAULT_SELF_URL);
      // The wage-access organisation's partners, employers and configuration (issue 12).
      const employers = await seedEwaDemoRecords(tx, wage.id);
      await tx.insert(mfaFactors).values({
        userId: id('mfa@demo.test'),
        kind: 'TOTP',
        secret: DEMO_TOTP_SECRET,
        confirmedAt: clock(),
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
