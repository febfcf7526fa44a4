import { MESSAGES } from '@clearline/contracts';
import { type Area, canUseArea } from '@clearline/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberships, sessions, users } from '../db/schema/index';
import { clock } from './clock';
import type { Db } from './db';
import { AppError } from './errors';
import { MAX_NOTIFY_BYTES, type NotifyChannel } from './notify-channel';
import type { TokenService } from './tokens';

/** Who is calling, resolved once per request from the bearer token and the server-side session. */
export interface Caller {
  userId: string;
  sessionId: string;
  /** The organisation the session works in; null when the user belongs to none. */
  organizationId: string | null;
  /** Role ids held in that organisation (empty when not a member). */
  roles: number[];
  email: string;
}

/** A session is touched at most this often, so a busy client does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * How long a resolved session is reused without asking the database. Every change to a session (logout,
 * revocation, lock, password or e-mail change, organisation switch) evicts it at once, in this process
 * and, through the channel, in every other one: the TTL only bounds what a lost message could leave.
 */
const SESSION_CACHE_MS = 3_000;
const SESSION_CACHE_MAX = 10_000;
/** The channel on which a process tells the others which sessions changed (a JSON array of ids). */
export const SESSIONS_CHANNEL = 'clearline_sessions';
/** Session ids per message: a uuid and its quotes and comma are 39 bytes, a NOTIFY holds under 8000. */
const IDS_PER_MESSAGE = Math.floor(MAX_NOTIFY_BYTES / 40);

type SessionRow = NonNullable<Awaited<ReturnType<Authenticator['querySession']>>>;

function unauthorized(code: string, message: string, entry: Record<string, string>): AppError {
  return new AppError(
    401,
    code === 'credentials_required' ? 'credentials_required' : 'invalid_token',
    message,
    undefined,
    {
      error: [entry],
    },
  );
}

export class Authenticator {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sessionTtlHours: number,
    private readonly now: () => Date = clock,
    private readonly channel?: NotifyChannel,
  ) {
    // Without a channel (one process, unit tests) nothing else changes sessions behind this process's back.
    this.listening = channel
      ? channel
          .listen(SESSIONS_CHANNEL, (message) => this.evictRelayed(message))
          .then(
            () => true,
            // No way to hear other processes: every request asks the database (correct, only slower).
            () => false,
          )
      : Promise.resolve(true);
    void this.listening.then((listening) => {
      this.caching = listening;
    });
  }

  /** Whether evictions from other processes reach this one (settles once the channel listens or fails). */
  readonly listening: Promise<boolean>;
  /** Set from `listening`: a session is reused only while other processes' evictions can reach us. */
  private caching = false;

  /** Resolves the caller or throws the spec §8 401 the browser knows how to handle. */
  async authenticate(req: FastifyRequest): Promise<Caller> {
    const header = req.headers.authorization ?? '';
    return this.authenticateToken(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  }

  /** The same check for a bare token (socket handshakes). */
  async authenticateToken(token: string): Promise<Caller> {
    if (!token || token === 'null' || token === 'undefined') {
      throw unauthorized('credentials_required', MESSAGES.noToken, {
        code: 'credentials_required',
        message: MESSAGES.noToken,
      });
    }
    const check = await this.tokens.check(token);
    if (check.state === 'invalid') {
      throw unauthorized('invalid_token', MESSAGES.invalidToken, {
        code: 'invalid_token',
        message: 'invalid token',
      });
    }
    const session = await this.loadSession(check.claims.sid, check.claims.sub);
    if (session && session.userId !== check.claims.sub)
      throw unauthorized('invalid_token', MESSAGES.invalidToken, {
        code: 'invalid_token',
        message: 'invalid token',
      });
    const now = this.now();
    if (!session || session.revokedAt || session.expiresAt <= now || session.lockedAt) {
      throw unauthorized('invalid_token', MESSAGES.sessionExpired, { refresh_token: 'expired' });
    }
    if (check.state === 'expired') {
      // The token ran out but the session lives: hand back a new token, the browser retries with it.
      await this.touch(session.id, now);
      const accessToken = await this.tokens.issue({ sub: session.userId, sid: session.id });
      throw unauthorized('invalid_token', MESSAGES.jwtExpired, {
        refresh_token: 'refresh',
        access_token: accessToken,
      });
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await this.touch(session.id, now);
    return {
      userId: session.userId,
      sessionId: session.id,
      organizationId: session.organizationId,
      roles: session.roleIds ?? [],
      email: session.email,
    };
  }

  /** Refuses a caller whose roles in the current organisation open none of the areas. */
  authorize(caller: Caller, access: 'session' | Area | readonly Area[]): void {
    if (access === 'session') return;
    if (!caller.organizationId) throw new AppError(403, 'forbidden', MESSAGES.noOrganisation);
    if (caller.roles.length === 0) throw new AppError(403, 'forbidden', MESSAGES.notMember);
    const areas: readonly Area[] = typeof access === 'string' ? [access] : access;
    if (!areas.some((area) => canUseArea(caller.roles, area)))
      throw new AppError(403, 'forbidden', MESSAGES.unauthorized);
  }

  /**
   * Drops cached sessions after a change to them has committed (logout, revocation, lock, credentials,
   * organisation switch): here at once, and in the other processes on the database as soon as the
   * message published here reaches them (resolves once it is published).
   */
  async forget(...sessionIds: string[]): Promise<void> {
    this.evict(sessionIds);
    if (!this.channel) return;
    for (let start = 0; start < sessionIds.length; start += IDS_PER_MESSAGE) {
      const ids = sessionIds.slice(start, start + IDS_PER_MESSAGE);
      await this.channel.notify(SESSIONS_CHANNEL, JSON.stringify(ids));
    }
  }

  private evict(sessionIds: string[]): void {
    for (const id of sessionIds) {
      this.cache.delete(id);
      // A look-up already on its way read the session before the change: later requests must not join it.
      this.loading.delete(id);
    }
  }

  private evictRelayed(message: string): void {
    let ids: unknown;
    try {
      ids = JSON.parse(message);
    } catch {
      ids = null;
    }
    // A message that cannot be read may have named any session: forget them all.
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) this.evict(ids);
    else {
      this.cache.clear();
      this.loading.clear();
    }
  }

  /** Of these sessions, the ones still live (not revoked, not expired, user not locked). */
  async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.now()),
          isNull(users.lockedAt),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  private readonly cache = new Map<string, { row: SessionRow; at: number }>();

  /** Look-ups on their way, by session: concurrent requests of one session share one. */
  private readonly loading = new Map<string, { userId: string; row: Promise<SessionRow | undefined> }>();

  private async loadSession(sessionId: string, userId: string): Promise<SessionRow | undefined> {
    const now = Date.now();
    const hit = this.caching ? this.cache.get(sessionId) : undefined;
    if (hit && now - hit.at < SESSION_CACHE_MS) return hit.row;
    // When the cached row aged out, each of 50 requests in flight asked the database for it (a tenth of
    // the embedded database's time under load): they now wait for the one look-up.
    const asked = this.loading.get(sessionId);
    if (asked?.userId === userId) return asked.row;
    const loading = { userId, row: this.querySession(sessionId, userId) };
    this.loading.set(sessionId, loading);
    try {
      const row = await loading.row;
      // forget() removed this look-up meanwhile: its row may predate the change, so it is not cached.
      if (this.loading.get(sessionId) === loading) {
        if (row) {
          if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
          this.cache.set(sessionId, { row, at: now });
        } else {
          this.cache.delete(sessionId);
        }
      }
      return row;
    } finally {
      if (this.loading.get(sessionId) === loading) this.loading.delete(sessionId);
    }
  }

  private async querySession(sessionId: string, userId: string) {
    const rows = await this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        organizationId: sessions.organizationId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastSeenAt: sessions.lastSeenAt,
        lockedAt: users.lockedAt,
        email: users.email,
        roleIds: memberships.roleIds,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, sessions.userId), eq(memberships.organizationId, sessions.organizationId)),
      )
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    return rows[0];
  }

  /** Sessions slide: each use keeps them alive for another `sessionTtlHours`. */
  private async touch(sessionId: string, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + this.sessionTtlHours * 3_600_000);
    await this.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
    const hit = this.cache.get(sessionId);
    if (hit) hit.row = { ...hit.row, lastSeenAt: now, expiresAt };
  }
}
