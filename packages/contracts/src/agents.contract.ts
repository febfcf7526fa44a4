import { AGENT_STATES } from '@clearline/domain/agents';
import { z } from 'zod';
import { BalanceImportResult } from './balances.contract';
import { text } from './fields';
import { ImportIdParams, ImportStatus, ImportStatusBody } from './imports.contract';
import { route } from './route';
import { IdParams } from './users.contract';

/**
 * Issue 19: agents. Administrators register them (`/api/rec/agents...`, the panel
 * /app/agentPanel/agentPanelActivateAgent); an agent calls `/api/agent/...` with its own credential
 * (`Authorization: Bearer <credential>`), never a person's token: the routes are 'public' to the person
 * guard and check the agent's credential themselves. The guided demo (/app/agentPanel/demo) drives the
 * same agent calls from the browser with a demo agent's credential.
 */

const LedgerAreaName = z.enum(['bankRec', 'ewa']);

export const AgentRow = z.object({
  id: z.string(),
  name: z.string(),
  area: LedgerAreaName,
  state: z.enum(AGENT_STATES),
  createdAt: z.string(),
  activationExpiresAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  reportedVersion: z.string(),
  filesPushed: z.number().int(),
  /** Pushed files that failed to import (a duplicate is not a failure). */
  filesFailed: z.number().int(),
  /** Pushed files answered 'already imported': the same bytes as a file the organisation holds. */
  filesDuplicate: z.number().int(),
  lastError: z.string(),
  lastErrorAt: z.string().nullable(),
});
export type AgentRow = z.infer<typeof AgentRow>;

export const AgentsResponse = z.object({
  data: z.array(AgentRow),
  /** Minutes without a call after which an activated agent counts as silent (AGENT_SILENT_MINUTES). */
  silentAfterMinutes: z.number().int(),
});

export const NewAgentBody = z.object({
  name: text(80, { trim: true }).min(1, 'Give the agent a name'),
  area: LedgerAreaName.default('bankRec'),
});

/** A one-time activation code: shown once, never stored readable. */
export const ActivationCodeResponse = z.object({
  data: z.object({ agent: AgentRow, activationCode: z.string(), expiresAt: z.string() }),
});

export const ActivateBody = z.object({
  code: text(40, { trim: true }).min(1),
  /** What the agent says it is (version, host), shown in the panel. */
  version: text(120, { trim: true }).optional(),
});

export const ActivateResponse = z.object({
  agentId: z.string(),
  /** The agent's credential: send as `Authorization: Bearer <credential>`. Shown once. */
  credential: z.string(),
  organizationName: z.string(),
  area: LedgerAreaName,
});

export const HeartbeatBody = z.object({
  version: text(120, { trim: true }).optional(),
  /** A fault the agent met since its last call (a folder it cannot read, a push that failed). */
  error: text(500, { trim: true }).optional(),
});

export const HeartbeatResponse = z.object({ ok: z.literal(true), serverTime: z.string() });

export const AgentPushQuery = z.object({
  /** 'statement' (bank file, default) or 'ledger' (a settlement or ledger file of the agent's area). */
  kind: z.enum(['statement', 'ledger']).default('statement'),
  format: z.enum(['bai2', 'camt', 'ofx', 'nacha', 'csv']).optional(),
  /** Employer funds: the partner of a settlement file. */
  partner: text(60, { trim: true }).optional(),
});

export const AgentPushResponse = z.object({
  data: z.object({
    importId: z.string(),
    status: ImportStatus,
    msg: z.string(),
    /** The same bytes are already imported (or importing): nothing was written again. */
    duplicate: z.boolean(),
  }),
});

/** The guided demo: a sample statement of a demo account, built from that account's open ledger lines. */
export const DemoStatementBody = z.object({ accountId: text(40, { trim: true }).min(1).optional() });
export const DemoStatementResponse = z.object({
  data: z.object({
    fileName: z.string(),
    accountId: z.string(),
    /** Bank lines in the file; how many answer an open ledger line (what auto-match should confirm). */
    lines: z.number().int(),
    expectedMatches: z.number().int(),
    content: z.string(),
  }),
});

/** An import's state for the demo's last steps: the file, and what auto-match made of its lines. */
export const AgentImportProgress = z.object({
  data: z.object({
    import: ImportStatusBody,
    agentName: z.string().nullable(),
    bankLines: z.number().int(),
    matchedLines: z.number().int(),
  }),
});

const tags = ['agents'];

export const agentsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/rec/agents',
    access: 'admin',
    summary: "The organisation's agents: state, last seen, files pushed, faults",
    tags,
    response: AgentsResponse,
  }),
  register: route({
    method: 'POST',
    path: '/api/rec/agents',
    access: 'admin',
    status: 201,
    summary: 'Registers an agent and hands back its one-time activation code',
    tags,
    body: NewAgentBody,
    response: ActivationCodeResponse,
  }),
  newCode: route({
    method: 'POST',
    path: '/api/rec/agents/:id/code',
    access: 'admin',
    summary: "A new one-time activation code; the agent's current credential stops working at once",
    tags,
    params: IdParams,
    response: ActivationCodeResponse,
  }),
  revoke: route({
    method: 'POST',
    path: '/api/rec/agents/:id/revoke',
    access: 'admin',
    summary: 'Revokes an agent: its credential and any unused code are refused from now on',
    tags,
    params: IdParams,
    response: z.object({ data: AgentRow }),
  }),
  pushProgress: route({
    method: 'GET',
    path: '/api/rec/agents/imports/:importId',
    access: 'admin',
    summary: 'A pushed file: its import and how many of its bank lines are matched',
    tags,
    params: ImportIdParams,
    response: AgentImportProgress,
  }),
  demoStatement: route({
    method: 'POST',
    path: '/api/rec/agents/demo/statement',
    access: 'admin',
    summary: "The guided demo: a BAI2 statement of a bank-rec account's open ledger lines",
    tags,
    body: DemoStatementBody,
    response: DemoStatementResponse,
  }),
  activate: route({
    method: 'POST',
    path: '/api/agent/activate',
    access: 'public',
    summary: 'An agent exchanges its one-time activation code for its credential',
    tags,
    body: ActivateBody,
    response: ActivateResponse,
  }),
  heartbeat: route({
    method: 'POST',
    path: '/api/agent/heartbeat',
    access: 'public',
    summary: 'An agent says it is alive (agent credential)',
    tags,
    body: HeartbeatBody,
    response: HeartbeatResponse,
  }),
  rotate: route({
    method: 'POST',
    path: '/api/agent/rotate',
    access: 'public',
    summary: 'An agent swaps its credential for a new one; the old one stops working (agent credential)',
    tags,
    response: z.object({ credential: z.string() }),
  }),
  push: route({
    method: 'POST',
    path: '/api/agent/files',
    access: 'public',
    status: 202,
    summary: 'An agent pushes a bank or settlement file (multipart field `file`) into the import pipeline',
    tags,
    query: AgentPushQuery,
    response: AgentPushResponse,
  }),
  pushBalances: route({
    method: 'POST',
    path: '/api/agent/balances',
    access: 'public',
    summary:
      "An agent pushes a balance file (multipart field `file`: the balances CSV in the organisation's saved profile, or a BAI2 or camt file's balance records); all or nothing",
    tags,
    response: z.object({ data: BalanceImportResult }),
  }),
  pushStatus: route({
    method: 'GET',
    path: '/api/agent/files/:importId',
    access: 'public',
    summary: 'Where a file the agent pushed stands (agent credential)',
    tags,
    params: ImportIdParams,
    response: z.object({ data: ImportStatusBody }),
  }),
};
