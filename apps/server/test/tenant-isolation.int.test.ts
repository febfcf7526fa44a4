import type { AddressInfo } from 'node:net';
import {
  BOARD_CHANGED_EVENT,
  BOARD_JOIN_EVENT,
  route as contractRoute,
  SOCKET_EVENTS,
  userRoom,
} from '@clearline/contracts';
import { type Area, canUseArea } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clock } from '../src/platform/clock';
import { queryRows } from '../src/platform/db';
import { createTestApp, type TestApp } from './harness';
import { changedTables, type Fingerprint, fingerprinter } from './isolation/fingerprint';
import { type BuiltRequest, buildRequests } from './isolation/route-requests';
import { registeredRoutes, type TableRoute } from './isolation/route-table';
import { attacker, memberOf, SECRET, type Victims, victims } from './isolation/victims';

/**
 * Tenant isolation, generated from the route table (issue 18): every route the app registers is called
 * with the victims' real ids (from its contract: params, query and body) by a manager of another
 * organisation, and every route behind an area by a member of the victim's own organisation whose
 * roles do not open it. Each answer must be a refusal or carry none of the victims' ids or text, and no call may
 * write a row of theirs. A route nobody can build a request for fails here by name, unless exempt below.
 */

/** Routes not called, each for a reason: none takes an id or reads a tenant's records. */
const EXEMPT: Record<string, string> = {
  'auth.publicKey': "public: the server's login key",
  'auth.login': 'public sign-in: auth.int.test.ts',
  'auth.loginMfa': 'public sign-in: auth.int.test.ts',
  'auth.loginMfaFactor': 'public sign-in: auth.int.test.ts',
  'auth.register': 'public registration: users.int.test.ts',
  'auth.oidcProviders': 'public: the external sign-in providers',
  'auth.oidcStart': 'public external sign-in: oidc-sign-in.int.test.ts',
  'auth.oidcCallback': 'public external sign-in: oidc-sign-in.int.test.ts',
  'auth.logout': "ends the caller's own session (no id), which the calls after it need",
  'admin.invitation': 'public: the token is the invitation (users-admin.int.test.ts)',
  'admin.acceptInvitation': 'public: the token is the invitation (users-admin.int.test.ts)',
  'health.apiRoot': 'public, no tenant data',
  'health.queryDatabase': 'public, no tenant data',
  'health.live': 'public, no tenant data',
  'health.ready': 'public, no tenant data',
};

/** Answers that refuse. */
const REFUSALS = new Set([400, 401, 403, 404, 409]);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

let t: TestApp;
let v: Victims;
let routes: TableRoute[];
type Caller = { token: string; userId: string; sent: Set<string> };
let outsider: Caller;
/**
 * Members of each victim who lack a route's role, the nearest first: a bank-rec clerk (128) for employer
 * funds, administration and management, an employer-funds clerk (135) for bank-rec, no role at all for
 * what either area opens.
 */
const INSIDER_ROLES: number[][] = [[128], [135], []];
type Insider = Caller & { roles: number[] };
const insiders = new Map<string, Insider[]>();
/** The nearest member of the route's victim organisation whose roles do not open the route. */
function insiderWithout(route: TableRoute): Insider {
  const access = route.contract?.access ?? 'public';
  const areas: readonly Area[] = typeof access === 'string' ? [access as Area] : access;
  const found = insiders
    .get(victimOf(route))
    ?.find((i) => !areas.some((area) => canUseArea(i.roles, area)) || i.roles.length === 0);
  if (!found) throw new Error(`no member without access to ${route.key}`);
  return found;
}
let fingerprint: () => Promise<Fingerprint>;
/** The fingerprint after the last call: the next call's "before" (one statement per call, not two). */
let lastFingerprint: Fingerprint | undefined;
let unscopedTables: string[];

beforeAll(async () => {
  t = await createTestApp();
  v = await victims(t);
  const mallory = await attacker(t);
  outsider = { token: mallory.session.token, userId: mallory.userId, sent: new Set() };
  for (const [org, name] of [
    [v.bureau, 'bureau'],
    [v.wage, 'wage'],
  ] as const) {
    const members: Insider[] = [];
    for (const roles of INSIDER_ROLES) {
      const member = await memberOf(
        t,
        org,
        `insider-${name}-${roles.join('') || 'none'}@insider.test`,
        roles,
      );
      members.push({ roles, token: member.session.token, userId: member.userId, sent: new Set() });
    }
    insiders.set(org, members);
  }
  const callers = [outsider.userId, ...[...insiders.values()].flat().map((i) => i.userId)];
  const fp = await fingerprinter(t.database, [v.bureau, v.wage], callers);
  fingerprint = fp.take;
  unscopedTables = fp.unscoped;
  // Reads first, then writes: a write may change the attacker's own organisation (its settings, menu).
  routes = registeredRoutes(t.app).sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
}, 180_000);
afterAll(async () => t?.close());

/** The victim organisation of a route: the employer-funds routes reach the wage-access organisation. */
const victimOf = (route: TableRoute) => (route.path.startsWith('/api/employeeFunds') ? v.wage : v.bureau);

/** The victim's ids of a kind first, then the other victim's. */
const idsFor = (route: TableRoute) => (kind: string) => {
  const all = v.ids.get(kind) ?? (kind === 'report' ? ['unmatched-items', 'funds-coverage'] : ['probe-id']);
  return victimOf(route) === v.wage ? [...all].reverse() : all;
};

/** What in an answer belongs to a victim: their uuids (but those the request sent) and their text. */
function leaksIn(res: LightMyRequestResponse, request: BuiltRequest, sentBefore: Set<string>): string[] {
  const body = res.body;
  // A write may keep an id the caller sent (a saved query naming an account) and answer it back; a read
  // that answers with the id it was asked about found that record.
  const excused = request.method === 'GET' && res.statusCode < 300 ? [] : request.sent;
  const sent = new Set([...sentBefore, ...excused.map((id) => id.toLowerCase())]);
  const uuids = [...new Set(body.match(UUID) ?? [])].filter(
    (id) => v.uuids.has(id.toLowerCase()) && !sent.has(id.toLowerCase()),
  );
  return [...uuids, ...v.words.filter((w) => body.includes(w))];
}

interface Probe {
  /** The ids the caller ever sent: an answer may name them back (a saved query of theirs holding one). */
  caller: { token: string; sent: Set<string> };
  /** Refusals only (a route behind an area, called without its role), or also answers without their data. */
  refusalOnly: boolean;
}

/** Calls every request of a route as a caller; returns what went wrong, naming the route. */
async function probe(route: TableRoute, requests: BuiltRequest[], { caller, refusalOnly }: Probe) {
  const problems: string[] = [];
  for (const request of requests) {
    const before = lastFingerprint ?? (await fingerprint());
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, authorization: `Bearer ${caller.token}` },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const name = `${route.key} ${request.method} ${request.url}`;
    lastFingerprint = await fingerprint();
    const written = changedTables(before, lastFingerprint);
    if (written.length > 0) problems.push(`${name}: wrote the victim's ${written.join(', ')}`);
    const ok = refusalOnly ? res.statusCode === 403 : REFUSALS.has(res.statusCode) || res.statusCode < 300;
    if (!ok) problems.push(`${name}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    const leaks = leaksIn(res, request, caller.sent);
    for (const id of request.sent) caller.sent.add(id.toLowerCase());
    if (leaks.length > 0) problems.push(`${name}: ${res.statusCode} carries ${leaks.slice(0, 5).join(', ')}`);
  }
  return problems;
}

const needsArea = (route: TableRoute) =>
  route.contract !== undefined && !['public', 'session', 'member'].includes(String(route.contract.access));

/** Each route's requests, or the reason none could be built. */
function requestsOf(route: TableRoute) {
  if (!route.contract)
    return { ok: false as const, reason: 'registered without a contract in packages/contracts' };
  return buildRequests(route.contract, idsFor(route), [...v.ids.keys()]);
}

describe('tenant isolation, generated from the route table', () => {
  it('finds every route, each with a request built from its contract or a reasoned exemption', () => {
    expect(routes.length).toBeGreaterThan(150);
    const unbuildable = routes
      .filter((r) => !(r.key in EXEMPT))
      .map((r) => [r.key, requestsOf(r)] as const)
      .filter(([, built]) => !built.ok)
      .map(([key, built]) => `${key}: ${built.ok ? '' : built.reason}`);
    expect(unbuildable).toEqual([]);
    expect(Object.keys(EXEMPT).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  it('probes a route it has never seen with an id of every kind, and names a route it cannot build', () => {
    const newRoute = contractRoute({
      method: 'POST',
      path: '/api/new/things/:thingId',
      access: 'bankRec',
      summary: 'A route added tomorrow',
      tags: [],
      params: z.object({ thingId: z.string() }),
      body: z.object({ note: z.string().max(20), widgetIds: z.array(z.string()).optional() }),
      response: z.object({}),
    });
    const built = buildRequests(newRoute, idsFor(routes[0] as TableRoute), [...v.ids.keys()]);
    if (!built.ok) throw new Error(built.reason);
    const urls = new Set(built.requests.map((r) => r.url));
    for (const kind of ['match', 'ledgerEntry', 'task', 'savedQuery'])
      expect(urls.has(`/api/new/things/${encodeURIComponent(v.ids.get(kind)?.[0] ?? '')}`)).toBe(true);
    expect(built.requests.every((r) => Array.isArray((r.payload as { widgetIds?: unknown }).widgetIds))).toBe(
      true,
    );
    const impossible = { ...newRoute, body: z.object({ code: z.string().regex(/^Q{7}$/) }) };
    expect(buildRequests(impossible, idsFor(routes[0] as TableRoute), [...v.ids.keys()])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('body: code'),
    });
  });

  it('has real ids of every kind and fingerprints every table that holds tenant rows', () => {
    const empty = [...v.ids].filter(([, ids]) => ids.length === 0).map(([kind]) => kind);
    expect(empty).toEqual([]);
    expect(unscopedTables).toEqual([]);
  });

  it("answers a manager of another organisation with a refusal or nothing of the victims', and writes nothing of theirs", async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (route.key in EXEMPT) continue;
      const built = requestsOf(route);
      if (!built.ok) continue;
      problems.push(...(await probe(route, built.requests, { caller: outsider, refusalOnly: false })));
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("refuses a member of the victim's own organisation without the route's role, and writes nothing", async () => {
    const problems: string[] = [];
    for (const route of routes.filter(needsArea)) {
      if (route.key in EXEMPT) continue;
      const built = requestsOf(route);
      if (!built.ok) continue;
      const insider = insiderWithout(route);
      problems.push(...(await probe(route, built.requests, { caller: insider, refusalOnly: true })));
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('socket rooms', () => {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  async function open(token: string) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    return socket;
  }
  const joinBoard = (socket: Socket, boardId: string) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit(BOARD_JOIN_EVENT, boardId, resolve));
  const notice = (details: string) => ({
    _id: details,
    updatedAt: clock().toISOString(),
    details,
    dirty: true,
  });

  it("lets no client join another user's, another organisation's or another organisation's board room", async () => {
    const { userId: victimUser } = await t.ctx.auth.authenticateToken(v.ops.token);
    const [board] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id::text from boards where organization_id = ${v.bureau} and number = 1`,
    );
    const boardId = board?.id ?? '';
    const victim = await open(v.ops.token);
    expect(await joinBoard(victim, boardId)).toEqual({ ok: true });
    const insider = insiders.get(v.bureau)?.find((i) => i.roles.length === 0);
    if (!insider) throw new Error('no member without a role');
    const attackers = [
      { who: 'another organisation', socket: await open(outsider.token), userId: outsider.userId },
      { who: 'the same organisation', socket: await open(insider.token), userId: insider.userId },
    ];
    const rooms = [
      userRoom(victimUser, v.bureau),
      userRoom(outsider.userId, v.bureau),
      `board:${v.bureau}:${boardId}`,
    ];
    for (const { who, socket } of attackers) {
      for (const room of rooms) socket.emit(SOCKET_EVENTS.joinRoom, room);
      // socket.io handles a socket's events in order: once the board's answer is in, the joins were handled.
      const answer = await joinBoard(socket, boardId);
      if (who === 'another organisation') expect(answer).toEqual({ ok: false });
    }
    const heard = new Map<string, string[]>();
    for (const { who, socket } of [...attackers, { who: 'victim', socket: victim }]) {
      heard.set(who, []);
      socket.onAny((event: string) => heard.get(who)?.push(event));
    }
    const sentinels = attackers.map(
      ({ socket }) =>
        new Promise((resolve) =>
          socket.on(SOCKET_EVENTS.updateFromAgent, (n) => n.details === 'end' && resolve(n)),
        ),
    );
    const victimHeard = new Promise((resolve) => victim.on(BOARD_CHANGED_EVENT, resolve));
    t.ctx.realtime.toUser(victimUser, v.bureau, SOCKET_EVENTS.updateFromAgent, notice(SECRET));
    t.ctx.realtime.toUser(outsider.userId, v.bureau, SOCKET_EVENTS.updateFromAgent, notice(SECRET));
    t.ctx.realtime.toRoom(`board:${v.bureau}:${boardId}`, BOARD_CHANGED_EVENT, {
      boardId,
      number: 1,
      kind: 'card',
      actorId: victimUser,
    });
    // Each attacker's own room last: events reach a socket in the order sent, so its end closes the window.
    t.ctx.realtime.toUser(
      outsider.userId,
      (await t.ctx.auth.authenticateToken(outsider.token)).organizationId ?? '',
      SOCKET_EVENTS.updateFromAgent,
      notice('end'),
    );
    t.ctx.realtime.toUser(insider.userId, v.bureau, SOCKET_EVENTS.updateFromAgent, notice('end'));
    await Promise.all([...sentinels, victimHeard]);
    expect(heard.get('another organisation')).toEqual([SOCKET_EVENTS.updateFromAgent]);
    expect(heard.get('the same organisation')).toEqual([SOCKET_EVENTS.updateFromAgent]);
    expect(heard.get('victim')).toEqual(
      expect.arrayContaining([SOCKET_EVENTS.updateFromAgent, BOARD_CHANGED_EVENT]),
    );
  });
});
