import type { RouteContract } from '@clearline/contracts';
import type { z } from 'zod';
import { type IdSlot, isIdField, mended, sampleOf } from './sample-values';

/**
 * Requests for one route, built from its contract with the victims' real ids in every id-like field.
 * A kind of id is read from the field's name (`matchId`: a match; `:id` after `/suggestions/`: a
 * suggestion); a name no entry below knows is tried with one id of every kind, so a new route is probed
 * either way (the table only spares calls).
 */
const KIND_OF_NOUN: Record<string, string> = {
  ':userinfo': 'user',
  ':updateuserinfo': 'user',
  ':users': 'user',
  members: 'user',
  person: 'user',
  ':updateorganization': 'organization',
  ':invitations': 'invitation',
  ':ledger': 'ledgerEntry',
  ledgerentry: 'ledgerEntry',
  banktransaction: 'bankTransaction',
  account: 'account',
  bankaccount: 'account',
  ':bankaccounts': 'account',
  ':ledgers': 'configLedger',
  ledger: 'ledgerCode',
  ':ledgeraccounts': 'configLedgerAccount',
  ':transactioncodes': 'configTransactionCode',
  ':rectypes': 'configRecType',
  co: 'customer',
  customer: 'customer',
  employer: 'customer',
  partner: 'partner',
  import: 'import',
  match: 'match',
  job: 'job',
  ':suggestions': 'suggestion',
  ':exports': 'export',
  ':endpoints': 'endpoint',
  component: 'component',
  slug: 'slug',
  board: 'board',
  list: 'list',
  card: 'card',
  labels: 'label',
  attachment: 'attachment',
  attachmentcover: 'attachment',
  task: 'task',
  ':saved': 'savedQuery',
  // Issue 19: OpenPGP keys.
  ':orgkeys': 'pgpOrgKey',
  ':bankkeys': 'pgpBankKey',
  // Not tenant records: a report of the catalogue; ids a browser makes for a card's checklist items.
  report: 'report',
  ':checklists': 'opaque',
  ':checkitems': 'opaque',
  // Rule and menu entry ids are the organisation's own names for them, not rows; roles are numbers.
  ':rules': 'opaque',
  ':menu': 'opaque',
  ':items': 'opaque',
  ':children': 'opaque',
  role: 'role',
};

const nounOf = ({ name, parent }: IdSlot) =>
  name === 'id'
    ? `:${parent.toLowerCase()}`
    : name
        .replace(/Ids?$/, '')
        .replace(/^id(?=[A-Z])/, '')
        .toLowerCase();

/** The kind of id a slot names; undefined when no entry knows it (then every kind is tried). */
export const kindOf = (slot: IdSlot): string | undefined => {
  const noun = nounOf(slot);
  return KIND_OF_NOUN[noun] ?? (noun.endsWith('user') ? 'user' : undefined);
};

export interface BuiltRequest {
  method: string;
  url: string;
  payload?: string | object;
  headers: Record<string, string>;
  /** The id values the request carries (an answer may name them back without leaking anything). */
  sent: string[];
}

/** A built request, or why none could be built (the suite fails naming the route). */
export type Built = { ok: true; requests: BuiltRequest[] } | { ok: false; reason: string };

const BOUNDARY = '----isolation-probe';
/** A route with no JSON body reads a file (an upload, an attachment) or nothing: it gets a small file. */
const MULTIPART = {
  payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="probe.csv"\r\nContent-Type: text/csv\r\n\r\ndate,amount\r\n2026-11-02,10.00\r\n--${BOUNDARY}--\r\n`,
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
};

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * Builds the requests of one route: request i takes the i-th fitting id of each slot (the last one when
 * a slot has fewer), so a slot of unknown kind gets one request per kind of id.
 */
export function buildRequests(
  contract: RouteContract,
  ids: (kind: string) => string[],
  allKinds: string[],
  maxRequests = 40,
): Built {
  const issues: string[] = [];
  const requests: BuiltRequest[] = [];
  let count = 1;
  for (let i = 0; i < Math.min(count, maxRequests); i++) {
    const sent: string[] = [];
    const choose = (slot: IdSlot, leaf: z.ZodType) => {
      const kind = kindOf(slot);
      const pool = kind ? ids(kind) : allKinds.flatMap((k) => ids(k).slice(0, 1));
      const fitting = pool.filter((v) => leaf.safeParse(v).success || leaf.safeParse(Number(v)).success);
      if (fitting.length === 0) return undefined;
      count = Math.max(count, kind ? 1 : fitting.length);
      const value = fitting[Math.min(i, fitting.length - 1)];
      if (value !== undefined) sent.push(value);
      return value;
    };
    const part = (schema: z.ZodType | undefined, where: string, segmentOf?: (key: string) => string) => {
      if (!schema) return undefined;
      const value = segmentOf
        ? Object.fromEntries(
            Object.entries((schema as unknown as { shape: Record<string, z.ZodType> }).shape ?? {}).map(
              ([key, s]) => [key, sampleOf(s, choose, key, segmentOf(key), 0, false)],
            ),
          )
        : sampleOf(schema, choose, '', '', 0, where === 'body');
      const travelled = where === 'body' ? value : stringified(value);
      const parsed = schema.safeParse(travelled);
      if (parsed.success) return value;
      const fixed = mended(schema, travelled, (key) => !isIdField(key));
      if (fixed !== null) return fixed;
      issues.push(
        `${where}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`,
      );
      return value;
    };
    const segments = contract.path.split('/');
    const params = part(
      contract.params,
      'params',
      (key) => segments[segments.indexOf(`:${key}`) - 1] ?? '',
    ) as Record<string, unknown> | undefined;
    const query = part(contract.query, 'query') as Record<string, unknown> | undefined;
    const body = part(contract.body, 'body');
    if (issues.length > 0) return { ok: false, reason: [...new Set(issues)].join(' | ') };
    let url = contract.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(asText(params?.[key])));
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries(query ?? {}))
      for (const item of Array.isArray(v) ? v : [v]) search.append(key, asText(item));
    if ([...search].length > 0) url += `?${search}`;
    const headers: Record<string, string> = {};
    let payload: string | object | undefined;
    if (contract.body) payload = body as object;
    else if (contract.method === 'POST' || contract.method === 'PUT' || contract.method === 'PATCH') {
      payload = MULTIPART.payload;
      headers['content-type'] = MULTIPART.contentType;
    }
    requests.push({
      method: contract.method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers,
      sent,
    });
  }
  return { ok: true, requests };
}

/** Path and query values travel as text. */
function stringified(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.map(asText) : asText(v)]),
  );
}
