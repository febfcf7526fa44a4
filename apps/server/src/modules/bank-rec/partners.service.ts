import type { PartnerRecord, PartnerSuggestion } from '@clearline/contracts';
import { normaliseCustomerId, validateCustomerId } from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import {
  AppError,
  badRequest,
  conflict,
  FOREIGN_KEY_VIOLATION,
  notFound,
  pgErrorCode,
  UNIQUE_VIOLATION,
} from '../../platform/errors';
import { members } from '../users/index';
import * as repo from './partners.repository';
import { auditChange } from './support';

export interface PartnerInput {
  partner: string;
  partnerName: string;
  parent: string;
  platform?: string | undefined;
  edited?: boolean | undefined;
  version?: number | undefined;
}

const DUPLICATE_PARTNER_BANNER = 'partner is already present. Please choose different!';

function toPartnerRecord(row: repo.PartnerRow, employers: number): PartnerRecord {
  return {
    id: row.id,
    partner: row.partner,
    partnerName: row.name,
    parent: row.parent ?? '',
    platform: row.platform,
    employers,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'ID - Name': what the search box shows (cutAtFirstHyphen reads the id back). */
export const searchTextOf = (id: string, name: string) => `${id} - ${name}`;

function toSuggestion(row: repo.PartnerRow): PartnerSuggestion {
  return {
    _id: row.partner,
    partnerSearchText: searchTextOf(row.partner, row.name),
    partner: row.partner,
    partnerName: row.name,
    parent: row.parent ?? '',
  };
}

/**
 * Employer-funds partners (spec §3): the providers employers belong to, with an optional parent partner
 * of the same organisation. Same answers as the client calls: saved, reload, duplicate.
 */
export class PartnersService {
  constructor(private readonly db: Db) {}

  async suggest(organizationId: string, input: string, limit: number) {
    const rows = await repo.suggestPartners(this.db, organizationId, input.trim(), limit);
    return { data: { data: { resJson: rows.map(toSuggestion) } } };
  }

  async list(organizationId: string, query: { search?: string | undefined; page: number; limit: number }) {
    const [{ rows, total }, counts] = await Promise.all([
      repo.pagePartners(this.db, organizationId, { search: (query.search ?? '').trim(), ...query }),
      repo.employerCounts(this.db, organizationId),
    ]);
    return {
      data: {
        rows: rows.map((row) => toPartnerRecord(row, counts.get(row.partner) ?? 0)),
        total,
        page: query.page,
        limit: query.limit,
      },
    };
  }

  private duplicate(partner: string) {
    return { data: {}, message: `${partner} already exist in the system`, banner: DUPLICATE_PARTNER_BANNER };
  }

  private async saved(organizationId: string, row: repo.PartnerRow) {
    const counts = await repo.employerCounts(this.db, organizationId);
    return { data: [toPartnerRecord(row, counts.get(row.partner) ?? 0)] };
  }

  async addUpdate(caller: Caller, organizationId: string, input: PartnerInput, ip: string) {
    const edit = input.edited === true;
    const idResult = validateCustomerId(input.partner);
    const partner = idResult.id;
    const name = input.partnerName.trim();
    const parent = normaliseCustomerId(input.parent);
    const issues = [
      ...(edit || idResult.ok
        ? []
        : [{ path: 'pushInfo.record.partner', message: idResult.error.message ?? 'is required' }]),
      ...(edit && partner === '' ? [{ path: 'pushInfo.record.partner', message: 'is required' }] : []),
      ...(name === '' ? [{ path: 'pushInfo.record.partnerName', message: 'is required' }] : []),
    ];
    if (issues.length > 0) throw badRequest('The partner is not valid.', issues);
    if (parent !== '') {
      const parentIssue = (message: string) =>
        badRequest('The partner is not valid.', [{ path: 'pushInfo.record.parent', message }]);
      // Another organisation's partner is refused like a missing one.
      if (!(await repo.findPartner(this.db, organizationId, parent))) {
        throw parentIssue(`No partner ${parent} in this organisation`);
      }
      if (parent === partner || (await repo.ancestorsOf(this.db, organizationId, parent)).includes(partner)) {
        throw parentIssue('would make the partner its own parent');
      }
    }
    const values = { name, parent: parent === '' ? null : parent, platform: (input.platform ?? '').trim() };

    if (!edit) {
      if (await repo.findPartner(this.db, organizationId, partner)) return this.duplicate(partner);
      try {
        const row = await this.db.transaction(async (tx) => {
          const created = await repo.insertPartner(tx, {
            organizationId,
            partner,
            ...values,
            createdBy: caller.userId,
          });
          await auditChange(tx, {
            caller,
            organizationId,
            entityType: 'ewa.partner',
            action: 'created',
            entityId: partner,
            ip,
            details: { after: values },
          });
          return created;
        });
        return this.saved(organizationId, row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return this.duplicate(partner);
        throw error;
      }
    }

    const current = await repo.findPartner(this.db, organizationId, partner);
    const reload = (reason: 'changed' | 'notFound', row?: repo.PartnerRow) => ({
      data: {
        reload: true as const,
        reason,
        ...(row ? { current: toPartnerRecord(row, 0) } : {}),
      },
      message:
        reason === 'notFound'
          ? `Partner ${partner} no longer exists. The list will be reloaded.`
          : `Partner ${partner} was changed by someone else. The list will be reloaded.`,
    });
    if (!current) return reload('notFound');
    if (input.version !== undefined && input.version !== current.version) return reload('changed', current);
    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.updatePartner(tx, organizationId, partner, current.version, values);
      if (!row) return undefined;
      await auditChange(tx, {
        caller,
        organizationId,
        entityType: 'ewa.partner',
        action: 'updated',
        entityId: partner,
        ip,
        details: {
          before: { name: current.name, parent: current.parent, platform: current.platform },
          after: values,
        },
      });
      return row;
    });
    if (!updated)
      return reload('changed', (await repo.findPartner(this.db, organizationId, partner)) ?? current);
    return this.saved(organizationId, updated);
  }

  async remove(caller: Caller, organizationId: string, rawPartner: string, ip: string) {
    const settings = await members.organizationSettings(this.db, organizationId);
    if (settings?.allowDelete !== true) {
      throw new AppError(403, 'forbidden', 'Deleting partners is turned off for this organisation.');
    }
    const partner = normaliseCustomerId(rawPartner);
    const current = await repo.findPartner(this.db, organizationId, partner);
    if (!current) throw notFound(`No partner ${partner}.`);
    const inUse = () =>
      conflict(`Partner ${partner} cannot be deleted: employers or partners under it still reference it.`);
    const uses = await repo.usesOfPartner(this.db, organizationId, partner);
    if (uses.employers > 0 || uses.children > 0) throw inUse();
    try {
      await this.db.transaction(async (tx) => {
        if ((await repo.deletePartner(tx, organizationId, partner)) === 0)
          throw notFound(`No partner ${partner}.`);
        await auditChange(tx, {
          caller,
          organizationId,
          entityType: 'ewa.partner',
          action: 'deleted',
          entityId: partner,
          ip,
          details: {
            before: { name: current.name, parent: current.parent, platform: current.platform },
          },
        });
      });
    } catch (error) {
      // An employer or entry named the partner after our count: the reference wins.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw inUse();
      throw error;
    }
    return { data: { partner, removed: true as const } };
  }
}
