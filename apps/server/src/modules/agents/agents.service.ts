import type { Readable } from 'node:stream';
import type { AgentRow } from '@clearline/contracts';
import {
  ACTIVATION_CODE_TTL_MS,
  agentPushMessage,
  agentState,
  canUseArea,
  silentAgentMessage,
} from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import type { BalancesService } from '../balances/index';
import type { ImportEnded, ImportsService } from '../imports/index';
import type { ShellService } from '../shell/index';
import { members } from '../users/index';
import {
  activationCodeHash,
  credentialOf,
  newActivationCode,
  newCredential,
  sha256Hex,
} from './agent-credentials';
import * as repo from './agents.repository';

/** The kind of the notifications agents raise (the drawer's 'agent notification', spec §3). */
export const AGENT_NOTICE_KIND = 'agent';

const refused = (message: string) => new AppError(401, 'invalid_token', message);

export interface PushedFile {
  filename: string;
  stream: Readable;
  truncated: () => boolean;
}

/**
 * Issue 19: agents. Administrators register, re-key and revoke them; an agent activates once with its
 * code, then pushes files into the import pipeline (as itself: the import row and audit entries name
 * the agent) and says it is alive. Every push and every end of a pushed file is an agent notification
 * to the members who work in the agent's area, pushed as `updateFromAgent`.
 */
export class AgentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly imports: ImportsService,
    private readonly shell: ShellService,
    private readonly balances?: BalancesService,
  ) {}

  /** AGENT_SILENT_MINUTES in ms; 0 turns the watch off, and then no agent is ever called silent. */
  private get silentAfterMs(): number {
    const minutes = this.ctx.config.agentSilentMinutes;
    return minutes > 0 ? minutes * 60_000 : Number.POSITIVE_INFINITY;
  }

  private view(row: repo.AgentWithCounts): AgentRow {
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      id: row.id,
      name: row.name,
      area: row.area,
      state: agentState(row, this.ctx.now(), this.silentAfterMs),
      createdAt: row.createdAt.toISOString(),
      activationExpiresAt: iso(row.activationExpiresAt),
      activatedAt: iso(row.activatedAt),
      lastSeenAt: iso(row.lastSeenAt),
      revokedAt: iso(row.revokedAt),
      reportedVersion: row.reportedVersion,
      filesPushed: row.filesPushed,
      filesFailed: row.filesFailed,
      filesDuplicate: row.filesDuplicate,
      lastError: row.lastError,
      lastErrorAt: iso(row.lastErrorAt),
    };
  }

  async list(organizationId: string) {
    const rows = await repo.listAgents(this.ctx.db, organizationId);
    return { data: rows.map((r) => this.view(r)), silentAfterMinutes: this.ctx.config.agentSilentMinutes };
  }

  private async viewOf(organizationId: string, id: string): Promise<AgentRow> {
    const row = await repo.agentWithCounts(this.ctx.db, organizationId, id);
    if (!row) throw notFound('No such agent in this organisation.');
    return this.view(row);
  }

  async register(
    caller: Caller,
    organizationId: string,
    body: { name: string; area: 'bankRec' | 'ewa' },
    ip: string,
  ) {
    const { code, hash } = newActivationCode();
    const expiresAt = new Date(this.ctx.now().getTime() + ACTIVATION_CODE_TTL_MS);
    const row = await this.ctx.db.transaction(async (tx) => {
      const created = await repo.insertAgent(tx, {
        organizationId,
        name: body.name,
        area: body.area,
        activationCodeHash: hash,
        activationExpiresAt: expiresAt,
        createdBy: caller.userId,
      });
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'agent.registered',
        entityType: 'agent',
        entityId: created.id,
        details: { name: body.name, area: body.area, codeExpiresAt: expiresAt.toISOString() },
        ip,
      });
      return created;
    });
    return {
      data: {
        agent: await this.viewOf(organizationId, row.id),
        activationCode: code,
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  /** A fresh code for an agent: its credential is dropped at once, so only the code's holder gets back in. */
  async newCode(caller: Caller, organizationId: string, id: string, ip: string) {
    const agent = await repo.findAgent(this.ctx.db, organizationId, id);
    if (!agent) throw notFound('No such agent in this organisation.');
    if (agent.revokedAt)
      throw new AppError(409, 'conflict', `Agent ${agent.name} is revoked; register a new agent instead.`);
    const { code, hash } = newActivationCode();
    const expiresAt = new Date(this.ctx.now().getTime() + ACTIVATION_CODE_TTL_MS);
    await this.ctx.db.transaction(async (tx) => {
      await repo.updateAgent(tx, organizationId, id, {
        activationCodeHash: hash,
        activationExpiresAt: expiresAt,
        credentialHash: null,
        activatedAt: null,
        silentNotifiedAt: null,
      });
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'agent.code_issued',
        entityType: 'agent',
        entityId: id,
        details: {
          name: agent.name,
          codeExpiresAt: expiresAt.toISOString(),
          credentialDropped: agent.credentialHash !== null,
        },
        ip,
      });
    });
    return {
      data: {
        agent: await this.viewOf(organizationId, id),
        activationCode: code,
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  async revoke(caller: Caller, organizationId: string, id: string, ip: string) {
    const agent = await repo.findAgent(this.ctx.db, organizationId, id);
    if (!agent) throw notFound('No such agent in this organisation.');
    if (!agent.revokedAt) {
      await this.ctx.db.transaction(async (tx) => {
        await repo.updateAgent(tx, organizationId, id, {
          revokedAt: this.ctx.now(),
          revokedBy: caller.userId,
          activationCodeHash: null,
          credentialHash: null,
        });
        await audit.record(tx, {
          organizationId,
          actorUserId: caller.userId,
          action: 'agent.revoked',
          entityType: 'agent',
          entityId: id,
          details: { name: agent.name },
          ip,
        });
      });
    }
    return { data: await this.viewOf(organizationId, id) };
  }

  // The agent's own calls.

  /** Exchanges a one-time code for the agent's credential; a used, expired or revoked code is refused. */
  async activate(body: { code: string; version?: string | undefined }, ip: string) {
    const codeHash = activationCodeHash(body.code);
    if (!codeHash)
      throw badRequest('That is not an activation code (16 letters and digits, XXXX-XXXX-XXXX-XXXX).');
    const { credential, hash } = newCredential();
    const now = this.ctx.now();
    const agent = await this.ctx.db.transaction(async (tx) => {
      const claimed = await repo.claimActivationCode(tx, codeHash, hash, now, body.version ?? '');
      if (!claimed) return null;
      await audit.record(tx, {
        organizationId: claimed.organizationId,
        actorUserId: null,
        action: 'agent.activated',
        entityType: 'agent',
        entityId: claimed.id,
        details: { name: claimed.name, version: body.version ?? '' },
        ip,
      });
      return claimed;
    });
    if (!agent) {
      const holder = await repo.findByCodeHash(this.ctx.db, codeHash);
      if (holder?.revokedAt) throw refused('This agent was revoked; ask an administrator for a new agent.');
      if (holder) throw refused('This activation code has expired; ask an administrator for a new one.');
      throw refused(
        'This activation code is not valid or was already used; ask an administrator for a new one.',
      );
    }
    const organizationName = (await members.organizationName(this.ctx.db, agent.organizationId)) ?? '';
    await this.notifyArea(agent.organizationId, agent.area, `Agent ${agent.name} was activated.`);
    return { agentId: agent.id, credential, organizationName, area: agent.area };
  }

  /** The agent behind a request's bearer credential; anything else is a 401 saying why. */
  async authenticate(authorization: string | undefined): Promise<repo.AgentRecord> {
    const credential = credentialOf(authorization);
    if (!credential) throw refused('An agent credential is required (Authorization: Bearer clag_...).');
    const agent = await repo.findByCredentialHash(this.ctx.db, sha256Hex(credential));
    if (!agent) throw refused('This agent credential is not valid: it was revoked or replaced.');
    if (agent.revokedAt) throw refused('This agent was revoked.');
    return agent;
  }

  /** Any call of the agent counts as a sign of life; a silence it ends may be told again later. */
  private async seen(agent: repo.AgentRecord, extra: Partial<repo.AgentRecord> = {}) {
    await repo.updateAgent(this.ctx.db, agent.organizationId, agent.id, {
      lastSeenAt: this.ctx.now(),
      silentNotifiedAt: null,
      ...extra,
    });
  }

  async heartbeat(
    agent: repo.AgentRecord,
    body: { version?: string | undefined; error?: string | undefined },
  ) {
    await this.seen(agent, {
      ...(body.version ? { reportedVersion: body.version } : {}),
      ...(body.error ? { lastError: body.error, lastErrorAt: this.ctx.now() } : {}),
    });
    if (body.error)
      await this.notifyArea(agent.organizationId, agent.area, `Agent ${agent.name} reports: ${body.error}`);
    return { ok: true as const, serverTime: this.ctx.now().toISOString() };
  }

  async rotate(agent: repo.AgentRecord, ip: string) {
    const { credential, hash } = newCredential();
    await this.ctx.db.transaction(async (tx) => {
      await repo.updateAgent(tx, agent.organizationId, agent.id, {
        credentialHash: hash,
        lastSeenAt: this.ctx.now(),
        silentNotifiedAt: null,
      });
      await audit.record(tx, {
        organizationId: agent.organizationId,
        actorUserId: null,
        action: 'agent.credential_rotated',
        entityType: 'agent',
        entityId: agent.id,
        details: { name: agent.name },
        ip,
      });
    });
    return { credential };
  }

  /**
   * A pushed file goes into the import pipeline of the agent's area exactly as a browser upload does; the
   * same bytes again are answered as already imported (nothing is imported twice).
   */
  async push(
    agent: repo.AgentRecord,
    file: PushedFile,
    query: { kind: 'statement' | 'ledger'; format?: string | undefined; partner?: string | undefined },
  ) {
    await this.seen(agent);
    const answer = await this.imports.upload(
      { userId: null, agentId: agent.id },
      agent.organizationId,
      agent.area,
      file,
      {
        source: 'import',
        kind: query.kind,
        format: query.format,
        partner: query.partner,
      },
    );
    // upload answers 'Failed' only for bytes already imported; a new file is 'In Progress'.
    const duplicate = answer.data.status === 'Failed';
    const outcome = duplicate ? answer.data.msg : 'received, importing';
    await this.notifyArea(
      agent.organizationId,
      agent.area,
      agentPushMessage(agent.name, file.filename, outcome),
    );
    return { data: { ...answer.data, duplicate } };
  }

  /**
   * A balance file from an agent: imported whole or refused whole by the balances module (a line-numbered
   * 400, or a 409 for bytes already imported); either way the area's members are told, as for a file.
   */
  async pushBalances(agent: repo.AgentRecord, fileName: string, bytes: Uint8Array, ip: string) {
    await this.seen(agent);
    if (!this.balances || agent.area !== 'bankRec')
      throw badRequest('Balance files are taken from bank reconciliation agents only.');
    try {
      const result = await this.balances.importBalancesFile(agent.organizationId, {
        fileName,
        bytes,
        source: 'agent',
        actorUserId: null,
        ip,
      });
      const outcome = `${result.balances} balance(s) imported`;
      await this.notifyArea(
        agent.organizationId,
        agent.area,
        agentPushMessage(agent.name, fileName, outcome),
      );
      return { data: result };
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'it could not be imported';
      await this.notifyArea(agent.organizationId, agent.area, agentPushMessage(agent.name, fileName, reason));
      throw error;
    }
  }

  async pushStatus(agent: repo.AgentRecord, importId: string) {
    const owned = await repo.agentImport(this.ctx.db, agent.organizationId, importId);
    if (!owned || owned.agentId !== agent.id) throw notFound('This agent pushed no such file.');
    await this.seen(agent);
    return this.imports.status(agent.organizationId, owned.area, importId);
  }

  /** The panel and the demo: a pushed file's import and how many of its bank lines are matched. */
  async pushProgress(organizationId: string, importId: string) {
    const owned = await repo.agentImport(this.ctx.db, organizationId, importId);
    if (!owned) throw notFound('No such import in this organisation.');
    const { data } = await this.imports.status(organizationId, owned.area, importId);
    const counts = await repo.importLineCounts(this.ctx.db, organizationId, importId);
    return {
      data: {
        import: data,
        agentName: owned.agentName ?? null,
        bankLines: counts.lines,
        matchedLines: counts.matched,
      },
    };
  }

  /** An agent's file ended: the members of its area hear how. */
  async onImportEnded(ended: ImportEnded): Promise<void> {
    if (!ended.agentId) return;
    const agent = await repo.findAgent(this.ctx.db, ended.organizationId, ended.agentId);
    if (!agent) return;
    if (ended.status === 'Failed') {
      await repo.updateAgent(this.ctx.db, agent.organizationId, agent.id, {
        lastError: ended.msg,
        lastErrorAt: this.ctx.now(),
      });
    }
    await this.notifyArea(
      agent.organizationId,
      agent.area,
      agentPushMessage(agent.name, ended.fileName, ended.msg),
    );
  }

  /** The recurring check: each live agent quiet for AGENT_SILENT_MINUTES is told once per silence. */
  async checkSilence(): Promise<number> {
    if (!Number.isFinite(this.silentAfterMs)) return 0;
    const now = this.ctx.now();
    const quiet = await repo.silentAgents(this.ctx.db, new Date(now.getTime() - this.silentAfterMs));
    let told = 0;
    for (const agent of quiet) {
      if (!(await repo.markSilentNotified(this.ctx.db, agent.organizationId, agent.id, now))) continue;
      await this.notifyArea(
        agent.organizationId,
        agent.area,
        silentAgentMessage(agent.name, agent.lastSeenAt, this.silentAfterMs),
      );
      told += 1;
    }
    return told;
  }

  /** Stores an agent notification for every member who works in the area and pushes it to their tabs. */
  private async notifyArea(organizationId: string, area: 'bankRec' | 'ewa', message: string): Promise<void> {
    const people = (await members.membersOf(this.ctx.db, organizationId)).filter((m) =>
      canUseArea(m.roleIds, area),
    );
    for (const person of people)
      await this.shell.notify(organizationId, person.userId, AGENT_NOTICE_KIND, message);
  }
}
