import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  implementationComments,
  implementationDocuments,
  implementationProjects,
  implementationSteps,
  implementationTemplates,
} from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

export type TemplateRow = typeof implementationTemplates.$inferSelect;
export type ProjectRow = typeof implementationProjects.$inferSelect;
export type StepRow = typeof implementationSteps.$inferSelect;

export function templates(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(implementationTemplates)
    .where(
      and(
        eq(implementationTemplates.organizationId, organizationId),
        isNull(implementationTemplates.removedAt),
      ),
    )
    .orderBy(asc(implementationTemplates.name));
}

export async function template(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(implementationTemplates)
    .where(
      and(
        eq(implementationTemplates.organizationId, organizationId),
        eq(implementationTemplates.id, id),
        isNull(implementationTemplates.removedAt),
      ),
    );
  return row;
}

/** How many projects each template made. */
export async function projectCounts(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ templateId: implementationProjects.templateId, n: count() })
    .from(implementationProjects)
    .where(eq(implementationProjects.organizationId, organizationId))
    .groupBy(implementationProjects.templateId);
  return new Map(rows.map((r) => [r.templateId, Number(r.n)]));
}

export async function insertTemplate(db: DbOrTx, values: typeof implementationTemplates.$inferInsert) {
  const [row] = await db.insert(implementationTemplates).values(values).returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

/** Updates a template at its version; undefined when the version moved on (or it is gone). */
export async function updateTemplate(
  db: DbOrTx,
  organizationId: string,
  id: string,
  version: number,
  values: Partial<typeof implementationTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(implementationTemplates)
    .set({ ...values, version: sql`${implementationTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(implementationTemplates.organizationId, organizationId),
        eq(implementationTemplates.id, id),
        eq(implementationTemplates.version, version),
        isNull(implementationTemplates.removedAt),
      ),
    )
    .returning();
  return row;
}

export function projects(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(implementationProjects)
    .where(eq(implementationProjects.organizationId, organizationId))
    .orderBy(desc(implementationProjects.createdAt));
}

export async function project(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(implementationProjects)
    .where(and(eq(implementationProjects.organizationId, organizationId), eq(implementationProjects.id, id)));
  return row;
}

/** A customer's project that is not complete yet (one at a time). */
export async function openProjectOf(db: DbOrTx, organizationId: string, coId: string) {
  const [row] = await db
    .select()
    .from(implementationProjects)
    .where(
      and(
        eq(implementationProjects.organizationId, organizationId),
        eq(implementationProjects.coId, coId),
        isNull(implementationProjects.completedAt),
      ),
    );
  return row;
}

export async function insertProject(db: DbOrTx, values: typeof implementationProjects.$inferInsert) {
  const [row] = await db.insert(implementationProjects).values(values).returning();
  if (!row) throw new Error('project not inserted');
  return row;
}

export function setProjectDone(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: { firstReconciledMonth?: string; completedAt: Date | null },
) {
  return db
    .update(implementationProjects)
    .set(values)
    .where(and(eq(implementationProjects.organizationId, organizationId), eq(implementationProjects.id, id)));
}

export function insertSteps(db: DbOrTx, rows: (typeof implementationSteps.$inferInsert)[]) {
  return db.insert(implementationSteps).values(rows);
}

export function stepsOf(db: DbOrTx, organizationId: string, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([] as StepRow[]);
  return db
    .select()
    .from(implementationSteps)
    .where(
      and(
        eq(implementationSteps.organizationId, organizationId),
        inArray(implementationSteps.projectId, [...projectIds]),
      ),
    )
    .orderBy(asc(implementationSteps.projectId), asc(implementationSteps.position));
}

export async function step(
  db: DbOrTx,
  organizationId: string,
  projectId: string,
  stepId: string,
  lock = false,
) {
  const query = db
    .select()
    .from(implementationSteps)
    .where(
      and(
        eq(implementationSteps.organizationId, organizationId),
        eq(implementationSteps.projectId, projectId),
        eq(implementationSteps.id, stepId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateStep(
  db: DbOrTx,
  id: string,
  values: Partial<typeof implementationSteps.$inferInsert>,
) {
  const [row] = await db
    .update(implementationSteps)
    .set({ ...values, version: sql`${implementationSteps.version} + 1`, updatedAt: sql`now()` })
    .where(eq(implementationSteps.id, id))
    .returning();
  if (!row) throw new Error('step not updated');
  return row;
}

export function documentsOf(db: DbOrTx, organizationId: string, stepIds: readonly string[]) {
  if (stepIds.length === 0) return Promise.resolve([] as (typeof implementationDocuments.$inferSelect)[]);
  return db
    .select()
    .from(implementationDocuments)
    .where(
      and(
        eq(implementationDocuments.organizationId, organizationId),
        inArray(implementationDocuments.stepId, [...stepIds]),
      ),
    )
    .orderBy(asc(implementationDocuments.createdAt));
}

export async function document(db: DbOrTx, organizationId: string, stepId: string, id: string) {
  const [row] = await db
    .select()
    .from(implementationDocuments)
    .where(
      and(
        eq(implementationDocuments.organizationId, organizationId),
        eq(implementationDocuments.stepId, stepId),
        eq(implementationDocuments.id, id),
      ),
    );
  return row;
}

export async function insertDocument(db: DbOrTx, values: typeof implementationDocuments.$inferInsert) {
  const [row] = await db.insert(implementationDocuments).values(values).returning();
  if (!row) throw new Error('document not inserted');
  return row;
}

export function commentsOf(db: DbOrTx, organizationId: string, stepIds: readonly string[]) {
  if (stepIds.length === 0) return Promise.resolve([] as (typeof implementationComments.$inferSelect)[]);
  return db
    .select()
    .from(implementationComments)
    .where(
      and(
        eq(implementationComments.organizationId, organizationId),
        inArray(implementationComments.stepId, [...stepIds]),
      ),
    )
    .orderBy(asc(implementationComments.createdAt), asc(implementationComments.id));
}

export async function insertComment(db: DbOrTx, values: typeof implementationComments.$inferInsert) {
  const [row] = await db.insert(implementationComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/** Customer names of the bank-rec area by id (read-only join of bank-rec's customers). */
export async function customerNames(db: DbOrTx, organizationId: string, coIds: readonly string[]) {
  if (coIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ co_id: string; co_name: string }>(
    db,
    sql`select co_id, co_name from bank_rec_clients
         where organization_id = ${organizationId} and area = 'bankRec'
           and co_id in (${sql.join(
             coIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return new Map(rows.map((r) => [r.co_id, r.co_name]));
}

/**
 * The incomplete projects, started by the month's end, whose customer has book entries on the account
 * in the month: a certified month of that account is the customer's first reconciled month.
 */
export function projectsReconciledBy(
  db: DbOrTx,
  organizationId: string,
  accountId: string,
  monthStart: string,
  monthEnd: string,
) {
  return queryRows<{ id: string }>(
    db,
    sql`select p.id from implementation_projects p
         where p.organization_id = ${organizationId} and p.completed_at is null
           and p.first_reconciled_month is null and p.start_date <= ${monthEnd}::date
           and exists (select 1 from bank_rec_ledger_entries e
                        where e.organization_id = p.organization_id and e.area = 'bankRec' and e.co_id = p.co_id
                          and e.account_id = ${accountId} and e.status <> 'void'
                          and e.transaction_date between ${monthStart}::date and ${monthEnd}::date)`,
  );
}
