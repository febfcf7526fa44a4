import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { agents, imports } from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

/** The agents module owns `agents`; every statement names the organisation but the credential look-ups. */

export type AgentRecord = typeof agents.$inferSelect;

export interface AgentWithCounts extends AgentRecord {
  filesPushed: number;
  filesFailed: number;
  filesDuplicate: number;
}

export async function listAgents(db: DbOrTx, organizationId: string): Promise<AgentWithCounts[]> {
  const rows = await db
    .select()
    .from(agents)
    .where(eq(agents.organizationId, organizationId))
    .orderBy(desc(agents.createdAt));
  const counts = await pushCounts(db, organizationId);
  return rows.map((row) => ({ ...row, ...(counts.get(row.id) ?? NO_PUSHES) }));
}

const NO_PUSHES = { filesPushed: 0, filesFailed: 0, filesDuplicate: 0 };

/**
 * Files each agent of the organisation pushed, how many failed and how many were duplicates. A duplicate
 * is recorded 'Failed' with no job (the upload answered 'already imported'); a failed import had its job.
 */
async function pushCounts(db: DbOrTx, organizationId: string) {
  const rows = await queryRows<{ agent_id: string; pushed: number; failed: number; duplicate: number }>(
    db,
    sql`select agent_id, count(*)::int as pushed,
               count(*) filter (where status = 'Failed' and job_id is not null)::int as failed,
               count(*) filter (where status = 'Failed' and job_id is null)::int as duplicate
        from imports where organization_id = ${organizationId} and agent_id is not null group by agent_id`,
  );
  return new Map(
    rows.map((r) => [
      r.agent_id,
      { filesPushed: Number(r.pushed), filesFailed: Number(r.failed), filesDuplicate: Number(r.duplicate) },
    ]),
  );
}

export async function findAgent(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<AgentRecord | undefined> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.id, id)));
  return row;
}

export async function agentWithCounts(db: DbOrTx, organizationId: string, id: string) {
  const row = await findAgent(db, organizationId, id);
  if (!row) return undefined;
  const counts = await pushCounts(db, organizationId);
  return { ...row, ...(counts.get(row.id) ?? NO_PUSHES) };
}

export async function insertAgent(
  db: DbOrTx,
  values: {
    organizationId: string;
    name: string;
    area: 'bankRec' | 'ewa';
    activationCodeHash: string;
    activationExpiresAt: Date;
    createdBy: string;
  },
): Promise<AgentRecord> {
  const [row] = await db.insert(agents).values(values).returning();
  if (!row) throw new Error('agent insert returned nothing');
  return row;
}

export async function updateAgent(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<Omit<AgentRecord, 'id' | 'organizationId' | 'createdAt' | 'createdBy'>>,
): Promise<AgentRecord | undefined> {
  const [row] = await db
    .update(agents)
    .set(values)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.id, id)))
    .returning();
  return row;
}

/**
 * Takes an unused, unexpired code of a live agent: the code is cleared in the same statement, so of two
 * agents racing with one code only one gets a row back.
 */
export async function claimActivationCode(
  db: DbOrTx,
  codeHash: string,
  credentialHash: string,
  now: Date,
  version: string,
): Promise<AgentRecord | undefined> {
  const [row] = await db
    .update(agents)
    .set({
      activationCodeHash: null,
      activationExpiresAt: null,
      credentialHash,
      activatedAt: now,
      lastSeenAt: now,
      silentNotifiedAt: null,
      reportedVersion: version,
    })
    .where(
      and(
        eq(agents.activationCodeHash, codeHash),
        isNull(agents.revokedAt),
        sql`${agents.activationExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** The agent a code belonged to, whatever became of it (to say why a code is refused). */
export async function findByCodeHash(db: DbOrTx, codeHash: string): Promise<AgentRecord | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.activationCodeHash, codeHash));
  return row;
}

export async function findByCredentialHash(
  db: DbOrTx,
  credentialHash: string,
): Promise<AgentRecord | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.credentialHash, credentialHash));
  return row;
}

/** Activated, live agents quiet since `before` whose silence nobody was told of yet (all organisations). */
export function silentAgents(db: DbOrTx, before: Date): Promise<AgentRecord[]> {
  return db
    .select()
    .from(agents)
    .where(
      and(
        isNull(agents.revokedAt),
        isNotNull(agents.credentialHash),
        isNull(agents.silentNotifiedAt),
        or(lt(agents.lastSeenAt, before), and(isNull(agents.lastSeenAt), lt(agents.activatedAt, before))),
      ),
    );
}

/** Marks the silence told, unless another process did first (true: this call told it). */
export async function markSilentNotified(
  db: DbOrTx,
  organizationId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(agents)
    .set({ silentNotifiedAt: now })
    .where(and(eq(agents.organizationId, organizationId), eq(agents.id, id), isNull(agents.silentNotifiedAt)))
    .returning({ id: agents.id });
  return rows.length > 0;
}

/** An import of the organisation pushed by an agent, with the agent's name. */
export async function agentImport(db: DbOrTx, organizationId: string, importId: string) {
  const [row] = await db
    .select({ id: imports.id, area: imports.area, agentId: imports.agentId, agentName: agents.name })
    .from(imports)
    .leftJoin(agents, eq(agents.id, imports.agentId))
    .where(and(eq(imports.organizationId, organizationId), eq(imports.id, importId)));
  return row;
}

/** Read side: an import's bank lines and how many sit in a live match (the demo's auto-match step). */
export async function importLineCounts(db: DbOrTx, organizationId: string, importId: string) {
  const [row] = await queryRows<{ lines: number; matched: number }>(
    db,
    sql`select count(*)::int as lines,
               count(*) filter (where exists (
                 select 1 from match_items mi
                 where mi.bank_transaction_id = t.id and mi.live))::int as matched
        from bank_transactions t
        where t.organization_id = ${organizationId} and t.import_id = ${importId}`,
  );
  return { lines: Number(row?.lines ?? 0), matched: Number(row?.matched ?? 0) };
}
