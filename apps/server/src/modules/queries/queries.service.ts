import {
  QUERY_MAX_OFFSET,
  type QueryResult,
  QuerySpec,
  type QuerySpecInput,
  type ReportColumn,
  type SavedQuery,
} from '@clearline/contracts';
import {
  canUseArea,
  minorToDecimalString,
  normaliseCustomerId,
  parseDecimalToMinor,
} from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
  UNIQUE_VIOLATION,
} from '../../platform/errors';
import { audit } from '../audit/index';
import { bankRecReader } from '../bank-rec/index';
import { members } from '../users/index';
import * as repo from './queries.repository';
import { type QueryKey, queryColumns, type ResolvedQuery } from './query-sql';

const UNAUTHORIZED = 'Unauthorized to perform operation';
const orgOf = (caller: Caller) => caller.organizationId as string;

/** A row's values as the grid gets them: money as a 2-decimal string, the rest as the SQL gave it. */
function jsonRow(columns: readonly ReportColumn[], row: Record<string, unknown>) {
  const out: Record<string, string | number | null> = {};
  for (const c of columns) {
    const value = row[c.key];
    if (value === null || value === undefined) out[c.key] = null;
    else if (c.type === 'money') out[c.key] = minorToDecimalString(Number(value));
    else if (c.type === 'integer') out[c.key] = Number(value);
    else out[c.key] = String(value);
  }
  return out;
}

/**
 * How a query is read and checked, for this module's routes and for the reports' export source: a spec
 * becomes a ResolvedQuery (amounts in cents, the party as ids are stored, the account one of the area's),
 * whose rows come a page or a keyset batch at a time. Stateless: every call names its database handle.
 */
export class QueryReader {
  /** 400 naming the filter when the account is not one of the organisation's accounts of the area. */
  async resolve(db: DbOrTx, organizationId: string, spec: QuerySpec): Promise<ResolvedQuery> {
    const f = spec.filters;
    const cents = (name: 'amountMin' | 'amountMax') => {
      const value = f[name];
      if (value === undefined) return undefined;
      const parsed = parseDecimalToMinor(value);
      if (!parsed.ok)
        throw badRequest(`${name}: must be an amount such as 1250.00`, [
          { path: `filters.${name}`, message: 'must be an amount such as 1250.00' },
        ]);
      return parsed.minor;
    };
    const [config, accounts] = await Promise.all([
      bankRecReader.config(db, organizationId, spec.area),
      f.accountId === undefined ? Promise.resolve([]) : bankRecReader.bankAccounts(db, organizationId),
    ]);
    if (
      f.accountId !== undefined &&
      !accounts.some((a) => a.accountId === f.accountId && a.area === spec.area)
    )
      throw badRequest(`accountId: ${f.accountId} is not a bank account of this area`, [
        { path: 'filters.accountId', message: 'is not a bank account of this area' },
      ]);
    const filters = { ...f, ...(f.party === undefined ? {} : { party: normaliseCustomerId(f.party) }) };
    return {
      organizationId,
      spec: { ...spec, filters },
      amountMin: cents('amountMin'),
      amountMax: cents('amountMax'),
      timeZone: config.timeZone,
    };
  }

  columns(spec: QuerySpec): ReportColumn[] {
    return queryColumns(spec.subject, spec.area);
  }

  batch(db: DbOrTx, query: ResolvedQuery, after: QueryKey | null, limit: number, offset = 0) {
    return repo.queryPage(db, query, after, limit, offset);
  }

  totals(db: DbOrTx, query: ResolvedQuery) {
    return repo.queryTotals(db, query);
  }
}

export const queryReader = new QueryReader();

/** The query page's calls: run a query, the form's options, and the caller's saved queries. */
export class QueriesService {
  constructor(private readonly ctx: AppContext) {}

  /** A member reads only the areas their roles open (management: both); anything else is a 403. */
  private checkArea(caller: Caller, spec: QuerySpec) {
    if (!canUseArea(caller.roles, spec.area)) throw forbidden(UNAUTHORIZED);
  }

  async run(caller: Caller, body: { spec: QuerySpec; page: number; limit: number }) {
    this.checkArea(caller, body.spec);
    const offset = (body.page - 1) * body.limit;
    if (offset >= QUERY_MAX_OFFSET)
      throw badRequest(
        `page: pages reach row ${QUERY_MAX_OFFSET.toLocaleString('en-US')}; narrow the query or export it`,
        [{ path: 'page', message: 'is past the last row a page may start at' }],
      );
    const { db } = this.ctx;
    const query = await queryReader.resolve(db, orgOf(caller), body.spec);
    const columns = queryReader.columns(body.spec);
    const [rows, totals] = await Promise.all([
      queryReader.batch(db, query, null, body.limit, offset),
      queryReader.totals(db, query),
    ]);
    const data: QueryResult = {
      columns,
      rows: rows.map((r) => jsonRow(columns, r)),
      total: totals.count,
      amount: minorToDecimalString(Number(totals.amount)),
      page: body.page,
      limit: body.limit,
    };
    return { data };
  }

  async options(caller: Caller) {
    const rows = await members.memberDetails(this.ctx.db, orgOf(caller));
    const people = rows
      .map((m) => ({
        id: m.user_id,
        name: `${m.first_name} ${m.last_name}`.trim() || m.display_name || m.email,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { data: { people } };
  }

  async saved(caller: Caller) {
    const rows = await repo.listSaved(this.ctx.db, orgOf(caller), caller.userId);
    return { data: rows.flatMap((r) => savedOf(r) ?? []) };
  }

  async save(caller: Caller, body: { name: string; spec: QuerySpec }, ip: string) {
    this.checkArea(caller, body.spec);
    try {
      const row = await this.ctx.db.transaction(async (tx) => {
        const created = await repo.insertSaved(tx, {
          organizationId: orgOf(caller),
          userId: caller.userId,
          name: body.name,
          spec: body.spec,
        });
        await audit.record(tx, {
          organizationId: orgOf(caller),
          actorUserId: caller.userId,
          action: 'query.saved',
          entityType: 'savedQuery',
          entityId: created.id,
          details: { after: { name: created.name, spec: body.spec } },
          ip,
        });
        return created;
      });
      return { data: savedOf(row) as SavedQuery };
    } catch (error) {
      throw nameTaken(error, body.name);
    }
  }

  async update(
    caller: Caller,
    id: string,
    body: { name?: string | undefined; spec?: QuerySpec | undefined },
    ip: string,
  ) {
    if (body.spec) this.checkArea(caller, body.spec);
    const organizationId = orgOf(caller);
    try {
      const row = await this.ctx.db.transaction(async (tx) => {
        const current = await repo.findSaved(tx, organizationId, caller.userId, id);
        if (!current) throw notFound('There is no saved query of yours with this id');
        const next = { name: body.name ?? current.name, spec: body.spec ?? current.spec };
        const updated = await repo.updateSaved(tx, organizationId, caller.userId, id, {
          ...next,
          updatedAt: this.ctx.now(),
        });
        if (!updated) throw notFound('There is no saved query of yours with this id');
        await audit.record(tx, {
          organizationId,
          actorUserId: caller.userId,
          action: body.spec ? 'query.overwritten' : 'query.renamed',
          entityType: 'savedQuery',
          entityId: id,
          details: {
            before: { name: current.name, spec: current.spec },
            after: { name: updated.name, spec: updated.spec },
          },
          ip,
        });
        return updated;
      });
      return { data: savedOf(row) as SavedQuery };
    } catch (error) {
      throw nameTaken(error, body.name ?? '');
    }
  }

  async remove(caller: Caller, id: string, ip: string) {
    const organizationId = orgOf(caller);
    await this.ctx.db.transaction(async (tx) => {
      const current = await repo.findSaved(tx, organizationId, caller.userId, id);
      if (!current || !(await repo.deleteSaved(tx, organizationId, caller.userId, id)))
        throw notFound('There is no saved query of yours with this id');
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'query.deleted',
        entityType: 'savedQuery',
        entityId: id,
        details: { before: { name: current.name, spec: current.spec } },
        ip,
      });
    });
    return { data: { id } };
  }
}

/** A stored row as the contract shows it; null (left out) when its spec no longer reads as a query. */
function savedOf(row: repo.SavedQueryRow): SavedQuery | null {
  const spec = QuerySpec.safeParse(row.spec as QuerySpecInput);
  if (!spec.success) return null;
  return {
    id: row.id,
    name: row.name,
    spec: spec.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The unique name index refused the write: the caller already has a query of that name. */
function nameTaken(error: unknown, name: string): unknown {
  if (pgErrorCode(error) === UNIQUE_VIOLATION)
    return conflict(
      `You already have a saved query named '${name}'. Choose another name or overwrite that one.`,
    );
  return error;
}
