import type { ClientRecord } from '@clearline/contracts';
import {
  DUPLICATE_CUSTOMER_BANNER,
  duplicateCustomerMessage,
  normaliseCustomerId,
  validateCustomer,
} from '@clearline/domain';
import type { LedgerAreaDescriptor } from '@clearline/domain/areas';
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
import * as repo from './clients.repository';
import { findPartner, partnerNames } from './partners.repository';
import { auditChange, fieldIssues } from './support';

export interface ClientInput {
  coId: string;
  coName: string;
  coFein?: string | undefined;
  coStatus?: string | undefined;
  edited?: boolean | undefined;
  version?: number | undefined;
  /** Employers: the partner id (required), platform and ACH description. */
  partner?: string | undefined;
  platform?: string | undefined;
  achDescription?: string | undefined;
}

/** How an area shows a stored client: a customer record, or an employer record with its partner's name. */
export type ClientPresenter<R> = (row: repo.ClientRow, partnerName: string) => R;

export function toClientRecord(row: repo.ClientRow): ClientRecord {
  return {
    id: row.id,
    coId: row.coId,
    coName: row.coName,
    coFein: row.coFein,
    coStatus: row.coStatus,
    edited: row.edited,
    coEes: row.coEes,
    coType: row.coType,
    coDba: row.coDba,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const auditFields = (row: repo.ClientRow) => ({
  coName: row.coName,
  coFein: row.coFein,
  coStatus: row.coStatus,
  ...(row.partner === null
    ? {}
    : { partner: row.partner, platform: row.platform, achDescription: row.achDescription }),
});

const deleteDisabledMessage = (parties: string) =>
  `Deleting ${parties.toLowerCase()} is turned off for this organisation.`;
export const DELETE_DISABLED_MESSAGE = deleteDisabledMessage('Customers');

/**
 * Customers (bank-rec) and employers (employer funds): one service per area (ADR 0012). The area's
 * descriptor gives its labels and whether its parties belong to partners; `present` shapes the record.
 */
export class ClientsService<R = ClientRecord> {
  private readonly area;
  private readonly label;

  constructor(
    private readonly db: Db,
    private readonly descriptor: LedgerAreaDescriptor,
    private readonly present: ClientPresenter<R>,
    /** The area's record field names for error paths (employers: employer, employerName, fein, status). */
    private readonly fieldNames: Partial<Record<string, string>> = {},
  ) {
    this.area = descriptor.area;
    this.label = descriptor.labels.party;
  }

  async companyNames(organizationId: string) {
    return [{ clients: await repo.listAllClientNames(this.db, organizationId, this.area) }];
  }

  /** Stored rows as the area's records (employers with their partner's name). */
  async records(organizationId: string, rows: repo.ClientRow[]): Promise<R[]> {
    const names = this.descriptor.partiesHavePartners
      ? await partnerNames(this.db, organizationId)
      : new Map<string, string>();
    return rows.map((row) => this.present(row, row.partner ? (names.get(row.partner) ?? '') : ''));
  }

  suggest(
    organizationId: string,
    options: { search: string; limit: number; exact?: boolean; partner?: string },
  ) {
    return repo.suggestClients(this.db, organizationId, this.area, options);
  }

  async list(
    organizationId: string,
    query: {
      search?: string | undefined;
      page: number;
      limit: number;
      sort: repo.ClientSort;
      status?: ClientRecord['coStatus'] | undefined;
      partner?: string | undefined;
    },
  ) {
    const { rows, total } = await repo.pageClients(this.db, organizationId, this.area, {
      search: (query.search ?? '').trim(),
      ...(query.status ? { status: query.status } : {}),
      ...(query.partner ? { partner: normaliseCustomerId(query.partner) } : {}),
      sort: query.sort,
      limit: query.limit,
      page: query.page,
    });
    return {
      data: { rows: await this.records(organizationId, rows), total, page: query.page, limit: query.limit },
    };
  }

  private duplicate(coId: string) {
    return { data: {}, message: duplicateCustomerMessage(coId), banner: DUPLICATE_CUSTOMER_BANNER };
  }

  /** Spec §7: saved -> `{ data: [record] }`; reload -> `{ data: { reload... } }`; duplicate -> `{ data: {} }`. */
  async addUpdate(caller: Caller, organizationId: string, input: ClientInput, ip: string) {
    const mode = input.edited === true ? 'edit' : 'add';
    const settings = await members.organizationSettings(this.db, organizationId);
    const validation = validateCustomer(
      { coId: input.coId, coName: input.coName, coFein: input.coFein, coStatus: input.coStatus },
      mode,
      settings?.customerIdPattern ? { idPattern: settings.customerIdPattern } : {},
    );
    const record = validation.record;
    if (!validation.valid || !record) {
      throw badRequest(
        `The ${this.label.toLowerCase()} is not valid.`,
        fieldIssues(
          'pushInfo.record',
          Object.fromEntries(
            Object.entries(validation.fieldErrors).map(([field, error]) => [
              this.fieldNames[field] ?? field,
              error,
            ]),
          ),
        ),
      );
    }
    const employer = await this.employerFields(organizationId, input);
    if (mode === 'add') {
      if (
        (await repo.findClient(this.db, organizationId, this.area, record.coId)) ||
        (await repo.findFeinHolder(this.db, organizationId, this.area, record.coFein))
      ) {
        return this.duplicate(record.coId);
      }
      try {
        const row = await this.db.transaction(async (tx) => {
          const created = await repo.insertClient(tx, {
            organizationId,
            area: this.area,
            ...employer,
            coId: record.coId,
            coName: record.coName,
            coFein: record.coFein,
            coStatus: record.coStatus,
            coType: record.coType,
            coDba: record.coDba,
            coEes: record.coEes,
            edited: false,
            createdBy: caller.userId,
          });
          await auditChange(tx, {
            caller,
            organizationId,
            entityType: `${this.area}.client`,
            action: 'created',
            entityId: created.coId,
            ip,
            details: {
              after: auditFields(created),
            },
          });
          return created;
        });
        return { data: await this.records(organizationId, [row]) };
      } catch (error) {
        // Someone added the same id or FEIN between our check and the insert.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return this.duplicate(record.coId);
        throw error;
      }
    }

    const current = await repo.findClient(this.db, organizationId, this.area, record.coId);
    if (!current) {
      return {
        data: { reload: true as const, reason: 'notFound' as const },
        message: `${this.label} ${record.coId} no longer exists. The list will be reloaded.`,
      };
    }
    if (input.version !== undefined && input.version !== current.version) {
      return this.changedAnswer(organizationId, current);
    }
    if (await repo.findFeinHolder(this.db, organizationId, this.area, record.coFein, record.coId)) {
      return this.duplicate(record.coId);
    }
    try {
      const updated = await this.db.transaction(async (tx) => {
        const row = await repo.updateClient(tx, organizationId, this.area, current.coId, current.version, {
          coName: record.coName,
          coFein: record.coFein,
          coStatus: record.coStatus,
          ...employer,
        });
        if (!row) return undefined;
        await auditChange(tx, {
          caller,
          organizationId,
          entityType: `${this.area}.client`,
          action: 'updated',
          entityId: row.coId,
          ip,
          details: {
            before: auditFields(current),
            after: auditFields(row),
          },
        });
        return row;
      });
      if (!updated) {
        const latest = await repo.findClient(this.db, organizationId, this.area, record.coId);
        return latest
          ? this.changedAnswer(organizationId, latest)
          : {
              data: { reload: true as const, reason: 'notFound' as const },
              message: `The ${this.label.toLowerCase()} no longer exists.`,
            };
      }
      return { data: await this.records(organizationId, [updated]) };
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) return this.duplicate(record.coId);
      throw error;
    }
  }

  private async changedAnswer(organizationId: string, current: repo.ClientRow) {
    const [record] = await this.records(organizationId, [current]);
    return {
      data: { reload: true as const, reason: 'changed' as const, current: record as R },
      message: `${this.label} ${current.coId} was changed by someone else. The list will be reloaded.`,
    };
  }

  /**
   * The employer columns: an employer names a partner of the organisation (a partner of another
   * organisation is refused like a missing one); customers have none.
   */
  private async employerFields(organizationId: string, input: ClientInput) {
    if (!this.descriptor.partiesHavePartners) return {};
    const partner = normaliseCustomerId(input.partner ?? '');
    const issue = (message: string) =>
      badRequest(`The ${this.label.toLowerCase()} is not valid.`, [
        { path: 'pushInfo.record.partnerId', message },
      ]);
    if (partner === '') throw issue('is required');
    if (!(await findPartner(this.db, organizationId, partner))) {
      throw issue(`No partner ${partner} in this organisation`);
    }
    return {
      partner,
      platform: (input.platform ?? '').trim(),
      achDescription: (input.achDescription ?? '').trim(),
    };
  }

  async remove(caller: Caller, organizationId: string, rawCoId: string, ip: string) {
    const settings = await members.organizationSettings(this.db, organizationId);
    if (settings?.allowDelete !== true) {
      throw new AppError(403, 'forbidden', deleteDisabledMessage(this.descriptor.labels.parties));
    }
    const coId = normaliseCustomerId(rawCoId);
    const missing = () => notFound(`No ${this.label.toLowerCase()} ${coId}.`);
    const current = await repo.findClient(this.db, organizationId, this.area, coId);
    if (!current) throw missing();
    const inUse = () =>
      conflict(
        `${this.label} ${coId} cannot be deleted: ledger entries reference it. Set its status to Inactive or Terminated instead.`,
      );
    const entries = await repo.countEntriesOfClient(this.db, organizationId, this.area, coId);
    if (entries > 0) throw inUse();
    try {
      await this.db.transaction(async (tx) => {
        const removed = await repo.deleteClient(tx, organizationId, this.area, coId);
        if (removed === 0) throw missing();
        await auditChange(tx, {
          caller,
          organizationId,
          entityType: `${this.area}.client`,
          action: 'deleted',
          entityId: coId,
          ip,
          details: {
            before: { coId, ...auditFields(current) },
          },
        });
      });
    } catch (error) {
      // An entry was posted for the customer after our count: the reference wins.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw inUse();
      throw error;
    }
    return { data: { coId, removed: true as const } };
  }
}
