import {
  MESSAGES,
  type MenuItem,
  ORGANIZATION_CHANGED_EVENT,
  type OrganizationGeneral,
} from '@clearline/contracts';
import {
  areaFlagChoiceOf,
  areaFlagOf,
  areasOfKind,
  IDLE_DEFAULTS,
  isValidCustomerIdPattern,
  MAX_PATTERN_SOURCE_LENGTH,
  menuProblems,
  type OrganizationKind,
  organizationKindOf,
  validateCustomerId,
} from '@clearline/domain';
import type { OrganizationSettings } from '../../db/schema/index';
import { defaultMenuOf, starterLedgerConfigs, starterSettings } from '../../db/starter-configuration';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import { accounts } from '../auth/index';
import { bankRecReader, ledgerSetup } from '../bank-rec/index';
import { members } from '../users/index';
import * as repo from './organization.repository';

/** Who acts: an administrator of their current organisation, from an address. */
export interface Actor {
  userId: string;
  organizationId: string;
  ip: string;
}

/** Ids shown as examples of those a pattern would not match. */
const EXAMPLES = 5;

/** The General tab's view of the stored settings. */
function generalOf(name: string, settings: OrganizationSettings): OrganizationGeneral {
  return {
    name,
    features: {
      bankRec: areaFlagChoiceOf(settings.features.bankRec),
      ewa: areaFlagChoiceOf(settings.features.ewa),
    },
    allowDelete: settings.allowDelete === true,
    customerIdPattern: settings.customerIdPattern,
    idle: settings.idle ?? { ...IDLE_DEFAULTS },
    mfaRequired: settings.mfaRequired === true,
  };
}

/** The fields that differ, each with its old and new value (the audit entry's before and after). */
function changes(before: OrganizationGeneral, after: OrganizationGeneral) {
  const keys = (Object.keys(after) as (keyof OrganizationGeneral)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Issue 17, the organisation page's General and Navigation tabs and new organisations. Every change
 * locks the organisation's row, is audited with before and after in the same transaction, and is then
 * announced to the members' open tabs, which read the settings and menu again.
 */
export class OrganizationService {
  constructor(private readonly ctx: AppContext) {}

  async settings(organizationId: string) {
    const row = await this.organization(this.ctx.db, organizationId);
    return {
      id: row.id,
      kind: organizationKindOf(row.settings.features),
      general: generalOf(row.name, row.settings),
      customerIds: await this.checkPattern(organizationId, row.settings.customerIdPattern),
    };
  }

  /** How the existing customer and employer ids fare against a pattern (none is ever rewritten). */
  async checkPattern(organizationId: string, pattern: string) {
    const { db } = this.ctx;
    const customers = await bankRecReader.clientCoIds(db, organizationId, 'bankRec');
    const employers = await bankRecReader.clientCoIds(db, organizationId, 'ewa');
    const ids = [...new Set([...customers, ...employers])].sort();
    if (!isValidCustomerIdPattern(pattern)) {
      const message =
        pattern.length > MAX_PATTERN_SOURCE_LENGTH
          ? `A pattern has at most ${MAX_PATTERN_SOURCE_LENGTH} characters`
          : 'This is not a valid regular expression';
      return { valid: false, message, total: ids.length, nonMatching: 0, examples: [] };
    }
    // Ids are at most 10 characters (the length check precedes the pattern), so no pattern runs long.
    const failing = ids.filter((id) => !validateCustomerId(id, pattern).ok);
    return {
      valid: true,
      message: null,
      total: ids.length,
      nonMatching: failing.length,
      examples: failing.slice(0, EXAMPLES),
    };
  }

  async updateSettings(actor: Actor, body: OrganizationGeneral) {
    const check = await this.checkPattern(actor.organizationId, body.customerIdPattern);
    if (!check.valid)
      throw badRequest(check.message ?? 'Invalid pattern', [
        { path: 'customerIdPattern', message: check.message ?? 'Invalid pattern' },
      ]);
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.lockOrganization(tx, actor.organizationId);
      if (!row) throw notFound('No such organisation.');
      const before = generalOf(row.name, row.settings);
      const settings: OrganizationSettings = {
        ...row.settings,
        features: {
          ...row.settings.features,
          bankRec: areaFlagOf(body.features.bankRec),
          ewa: areaFlagOf(body.features.ewa),
        },
        allowDelete: body.allowDelete,
        customerIdPattern: body.customerIdPattern,
        idle: { idleLogOut: body.idle.idleLogOut, remainingTime: body.idle.remainingTime },
        mfaRequired: body.mfaRequired,
      };
      await repo.updateOrganization(tx, actor.organizationId, { name: body.name, settings });
      await this.record(tx, actor, 'organization.settings_updated', {
        ...changes(before, generalOf(body.name, settings)),
        customerIdsNotMatching: check.nonMatching,
      });
    });
    await this.announce(actor.organizationId, 'settings');
    return this.settings(actor.organizationId);
  }

  /** PUT idleTimeout: the sign-out and its warning alone; audited with old and new. */
  async updateIdle(actor: Actor, idle: { idleLogOut: number; remainingTime: number }) {
    const after = { idleLogOut: idle.idleLogOut, remainingTime: idle.remainingTime };
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.lockOrganization(tx, actor.organizationId);
      if (!row) throw notFound('No such organisation.');
      const before = row.settings.idle ?? { ...IDLE_DEFAULTS };
      await repo.updateOrganization(tx, actor.organizationId, { settings: { ...row.settings, idle: after } });
      await this.record(tx, actor, 'organization.idle_updated', { from: before, to: after });
    });
    await this.announce(actor.organizationId, 'settings');
    return after;
  }

  async menu(organizationId: string) {
    const row = await this.organization(this.ctx.db, organizationId);
    return { menu: row.menu, kind: organizationKindOf(row.settings.features) };
  }

  async updateMenu(actor: Actor, menu: MenuItem[]) {
    const problems = menuProblems(menu);
    if (problems.length > 0)
      throw badRequest(
        `The menu cannot be saved: ${problems[0]?.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`,
        problems.map((p) => ({ path: p.path ? `menu.${p.path}` : 'menu', message: p.message })),
      );
    return this.replaceMenu(actor, 'organization.menu_updated', () => menu);
  }

  /** The default menu of the organisation's kind (by the areas it has on). */
  resetMenu(actor: Actor) {
    return this.replaceMenu(actor, 'organization.menu_reset', (row) =>
      defaultMenuOf(organizationKindOf(row.settings.features)),
    );
  }

  /**
   * A new organisation with a starter configuration of its kind (settings, menu, each area's ledgers,
   * codes, reconciling types and tenant configuration); the creator becomes its member with role 110.
   * Its reconciliation board is made by the database's trigger on `organizations`.
   */
  async create(actor: Actor, body: { name: string; kind: OrganizationKind }) {
    const { db } = this.ctx;
    const organization = await db.transaction(async (tx) => {
      await repo.lockCreationsBy(tx, actor.userId);
      const mine = await accounts.membershipsOf(tx, actor.userId);
      if (mine.some((o) => o.name.trim().toLowerCase() === body.name.toLowerCase()))
        throw conflict(`You already belong to an organisation named ${body.name}.`);
      const areas = areasOfKind(body.kind);
      const row = await repo.insertOrganization(tx, {
        name: body.name,
        settings: starterSettings({ bankRec: areas.bankRec, ewa: areas.ewa }),
        menu: defaultMenuOf(body.kind),
      });
      for (const config of starterLedgerConfigs(body.kind)) await ledgerSetup.write(tx, row.id, config);
      await members.addMembership(tx, actor.userId, row.id, [110]);
      const details = { name: body.name, kind: body.kind, createdFrom: actor.organizationId };
      // Recorded in both: the new organisation's trail starts with it, the creator's shows what they did.
      await this.record(tx, { ...actor, organizationId: row.id }, 'organization.created', details, row.id);
      await this.record(tx, actor, 'organization.created', details, row.id);
      return row;
    });
    return { id: organization.id, name: organization.name, kind: body.kind };
  }

  private async replaceMenu(actor: Actor, action: string, next: (row: repo.OrganizationRow) => MenuItem[]) {
    const saved = await this.ctx.db.transaction(async (tx) => {
      const row = await repo.lockOrganization(tx, actor.organizationId);
      if (!row) throw notFound('No such organisation.');
      const menu = next(row);
      await repo.updateOrganization(tx, actor.organizationId, { menu });
      await this.record(tx, actor, action, { before: row.menu, after: menu });
      return { menu, kind: organizationKindOf(row.settings.features) };
    });
    await this.announce(actor.organizationId, 'menu');
    return saved;
  }

  private async organization(db: DbOrTx, organizationId: string) {
    const row = await repo.findOrganization(db, organizationId);
    if (!row) throw notFound(MESSAGES.notMember);
    return row;
  }

  private record(
    tx: DbOrTx,
    actor: Actor,
    action: string,
    details: Record<string, unknown>,
    entityId = actor.organizationId,
  ) {
    return audit.record(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action,
      entityType: 'organization',
      entityId,
      details,
      ip: actor.ip,
    });
  }

  /** Tells every member's open tabs in the organisation to read its settings or menu again. */
  private async announce(organizationId: string, part: 'settings' | 'menu') {
    const people = await members.membersOf(this.ctx.db, organizationId);
    for (const { userId } of people)
      this.ctx.realtime.toUser(userId, organizationId, ORGANIZATION_CHANGED_EVENT, { organizationId, part });
  }
}
