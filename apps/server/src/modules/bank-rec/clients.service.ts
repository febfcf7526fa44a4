import type { ClientRecord } from '@clearline/contracts';
import {
  DUPLICATE_CUSTOMER_BANNER,
  duplicateCustomerMessage,
  normaliseCustomerId,
  validateCustomer,
} from '@clearline/domain';
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
import { audit } from '../audit/index';
import { members } from '../users/index';
import * as repo from './clients.repository';
import { fieldIssues } from './support';

export interface ClientInput {
  coId: string;
  coName: string;
  coFein?: string | undefined;
  coStatus?: string | undefined;
  edited?: boolean | undefined;
  version?: number | undefined;
}

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
});

export const DELETE_DISABLED_MESSAGE = 'Deleting customers is turned off for this organisation.';

export class ClientsService {
  constructor(private readonly db: Db) {}

  async companyNames(organizationId: string) {
    return [{ clients: await repo.listAllClientNames(this.db, organizationId) }];
  }

  async list(
    organizationId: string,
    query: {
      search?: string | undefined;
      page: number;
      limit: number;
      sort: repo.ClientSort;
      status?: ClientRecord['coStatus'] | undefined;
    },
  ) {
    const { rows, total } = await repo.pageClients(this.db, organizationId, {
      search: (query.search ?? '').trim(),
      ...(query.status ? { status: query.status } : {}),
      sort: query.sort,
      limit: query.limit,
      page: query.page,
    });
    return { data: { rows: rows.map(toClientRecord), total, page: query.page, limit: query.limit } };
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
      throw badRequest('The customer is not valid.', fieldIssues('pushInfo.record', validation.fieldErrors));
    }
    if (mode === 'add') {
      if (
        (await repo.findClient(this.db, organizationId, record.coId)) ||
        (await repo.findFeinHolder(this.db, organizationId, record.coFein))
      ) {
        return this.duplicate(record.coId);
      }
      try {
        const row = await this.db.transaction(async (tx) => {
          const created = await repo.insertClient(tx, {
            organizationId,
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
          await this.record(tx, caller, organizationId, 'bankRec.client.created', created.coId, ip, {
            after: auditFields(created),
          });
          return created;
        });
        return { data: [toClientRecord(row)] };
      } catch (error) {
        // Someone added the same id or FEIN between our check and the insert.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return this.duplicate(record.coId);
        throw error;
      }
    }

    const current = await repo.findClient(this.db, organizationId, record.coId);
    if (!current) {
      return {
        data: { reload: true as const, reason: 'notFound' as const },
        message: `Customer ${record.coId} no longer exists. The list will be reloaded.`,
      };
    }
    if (input.version !== undefined && input.version !== current.version) {
      return this.changedAnswer(current);
    }
    if (await repo.findFeinHolder(this.db, organizationId, record.coFein, record.coId)) {
      return this.duplicate(record.coId);
    }
    try {
      const updated = await this.db.transaction(async (tx) => {
        const row = await repo.updateClient(tx, organizationId, current.coId, current.version, {
          coName: record.coName,
          coFein: record.coFein,
          coStatus: record.coStatus,
        });
        if (!row) return undefined;
        await this.record(tx, caller, organizationId, 'bankRec.client.updated', row.coId, ip, {
          before: auditFields(current),
          after: auditFields(row),
        });
        return row;
      });
      if (!updated) {
        const latest = await repo.findClient(this.db, organizationId, record.coId);
        return latest
          ? this.changedAnswer(latest)
          : {
              data: { reload: true as const, reason: 'notFound' as const },
              message: 'The customer no longer exists.',
            };
      }
      return { data: [toClientRecord(updated)] };
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) return this.duplicate(record.coId);
      throw error;
    }
  }

  private changedAnswer(current: repo.ClientRow) {
    return {
      data: { reload: true as const, reason: 'changed' as const, current: toClientRecord(current) },
      message: `Customer ${current.coId} was changed by someone else. The list will be reloaded.`,
    };
  }

  async remove(caller: Caller, organizationId: string, rawCoId: string, ip: string) {
    const settings = await members.organizationSettings(this.db, organizationId);
    if (settings?.allowDelete !== true) throw new AppError(403, 'forbidden', DELETE_DISABLED_MESSAGE);
    const coId = normaliseCustomerId(rawCoId);
    const current = await repo.findClient(this.db, organizationId, coId);
    if (!current) throw notFound(`No customer ${coId}.`);
    const inUse = () =>
      conflict(
        `Customer ${coId} cannot be deleted: ledger entries reference it. Set its status to Inactive or Terminated instead.`,
      );
    const entries = await repo.countEntriesOfClient(this.db, organizationId, coId);
    if (entries > 0) throw inUse();
    try {
      await this.db.transaction(async (tx) => {
        const removed = await repo.deleteClient(tx, organizationId, coId);
        if (removed === 0) throw notFound(`No customer ${coId}.`);
        await this.record(tx, caller, organizationId, 'bankRec.client.deleted', coId, ip, {
          before: { coId, ...auditFields(current) },
        });
      });
    } catch (error) {
      // An entry was posted for the customer after our count: the reference wins.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw inUse();
      throw error;
    }
    return { data: { coId, removed: true as const } };
  }

  private record(
    tx: Parameters<typeof audit.record>[0],
    caller: Caller,
    organizationId: string,
    action: string,
    coId: string,
    ip: string,
    details: Record<string, unknown>,
  ) {
    return audit.record(tx, {
      organizationId,
      actorUserId: caller.userId,
      action,
      entityType: 'bankRec.client',
      entityId: coId,
      details,
      ip,
    });
  }
}
