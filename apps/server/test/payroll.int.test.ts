import type {
  ImplementationProject,
  ImplementationTemplate,
  TaskDetail,
  TaskListItem,
} from '@clearline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { monthsBack } from './calendar';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Payroll implementation (issue 19 item 5) through HTTP on the demo bureau: templates (administrators),
 * a project per new customer, steps by their rules, documents and comments, and the customer's first
 * certified month closing the last step.
 */
let t: TestApp;
let ops: Session;
let bankrec: Session;
let reviewer: Session;
let ewa: Session;
let customer: string;
const TAX_IMPOUND = '4410029399';
const P = '/api/payroll';

const MONTH = monthsBack(1);
const START = `${monthsBack(3)}-01`;

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  [ops, bankrec, reviewer, ewa] = await Promise.all([
    sessionFor(t, 'ops@demo.test'),
    sessionFor(t, 'bankrec@demo.test'),
    sessionFor(t, 'reviewer@demo.test'),
    sessionFor(t, 'ewa@demo.test'),
  ]);
  // A customer whose book entries use the Tax Impound account last month.
  const [row] = await queryRows<{ co_id: string }>(
    t.ctx.db,
    sql`select e.co_id from bank_rec_ledger_entries e join bank_rec_clients c
          on c.organization_id = e.organization_id and c.area = 'bankRec' and c.co_id = e.co_id
         where e.account_id = ${TAX_IMPOUND} and e.area = 'bankRec' and e.status <> 'void'
           and to_char(e.transaction_date, 'YYYY-MM') = ${MONTH}
         order by e.co_id limit 1`,
  );
  customer = row?.co_id ?? '';
});
afterAll(async () => t?.close());

const STEPS = [
  { name: 'Kick-off call', ownerRole: 126, dueOffsetDays: 0, requiredDocuments: [] },
  { name: 'Bank mandate', ownerRole: 128, dueOffsetDays: 10, requiredDocuments: ['Signed mandate'] },
  { name: 'First reconciled month', ownerRole: 128, dueOffsetDays: 45, requiredDocuments: [] },
];

async function newTemplate(): Promise<ImplementationTemplate> {
  const res = await ops.post(`${P}/templates`, { name: 'Standard onboarding', steps: STEPS });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: ImplementationTemplate }>(res).data;
}
const patch = (s: Session, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: authed(s.token), payload });
async function projectOf(s: Session, id: string): Promise<ImplementationProject> {
  const res = await s.get(`${P}/projects/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: ImplementationProject }>(res).data;
}

const boundary = '----clearline-payroll-test';
function uploadDoc(s: Session, url: string, name: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4 signed mandate'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...authed(s.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('templates', () => {
  it('are made by administrators only, checked, and listed to the bank-rec clerks', async () => {
    expect((await bankrec.post(`${P}/templates`, { name: 'Mine', steps: STEPS })).statusCode).toBe(403);
    const dup = await ops.post(`${P}/templates`, { name: 'Dup', steps: [STEPS[0], STEPS[0]] });
    expect(dup.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(dup).details[0]?.path).toBe('steps.1.name');
    const template = await newTemplate();
    expect(template.steps).toEqual(STEPS);
    const listed = json<{ data: ImplementationTemplate[] }>(await bankrec.get(`${P}/templates`)).data;
    expect(listed.map((x) => x.id)).toContain(template.id);
    expect((await ewa.get(`${P}/templates`)).statusCode).toBe(403);
  });

  it('changes at its version only', async () => {
    const template = await newTemplate();
    const url = `${P}/templates/${template.id}`;
    const body = { name: 'Renamed', steps: STEPS, version: template.version };
    const ok = await ops.put(url, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ops.put(url, body)).statusCode).toBe(409);
  });
});

describe('a project', () => {
  let project: ImplementationProject;

  it('starts from a template for a customer of the organisation, its steps due from the start', async () => {
    expect(customer).not.toBe('');
    const template = await newTemplate();
    const unknown = await ops.post(`${P}/projects`, {
      coId: 'NOPE-1',
      templateId: template.id,
      startDate: START,
    });
    expect(unknown.statusCode).toBe(400);
    const res = await ops.post(`${P}/projects`, {
      coId: customer,
      templateId: template.id,
      startDate: START,
    });
    expect(res.statusCode, res.body).toBe(201);
    project = json<{ data: ImplementationProject }>(res).data;
    expect(project.steps.map((s) => [s.name, s.status, s.ownerRoleName])).toEqual([
      ['Kick-off call', 'not_started', 'Management (organisation)'],
      ['Bank mandate', 'not_started', 'Bank reconciliation'],
      ['First reconciled month', 'not_started', 'Bank reconciliation'],
    ]);
    expect(project.steps[1]?.dueDate).toBe(`${START.slice(0, 8)}11`);
    expect(project.state).toBe('overdue');
    const twice = await ops.post(`${P}/projects`, {
      coId: customer,
      templateId: template.id,
      startDate: START,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('moves a step by its rules: owners only, documents before done, a reason to block, its version', async () => {
    const [kickoff, mandate] = project.steps;
    if (!kickoff || !mandate) throw new Error('steps missing');
    const stepUrl = (id: string) => `${P}/projects/${project.id}/steps/${id}`;
    expect(
      (await patch(bankrec, stepUrl(kickoff.id), { version: kickoff.version, status: 'done' })).statusCode,
    ).toBe(403);
    const early = await patch(bankrec, stepUrl(mandate.id), { version: mandate.version, status: 'done' });
    expect(early.statusCode).toBe(400);
    expect(json<{ message: string }>(early).message).toBe(
      'Upload the required documents first: Signed mandate.',
    );
    const blocked = await patch(bankrec, stepUrl(mandate.id), {
      version: mandate.version,
      status: 'blocked',
    });
    expect(blocked.statusCode).toBe(400);
    const block = await patch(bankrec, stepUrl(mandate.id), {
      version: mandate.version,
      status: 'blocked',
      blocker: 'Bank has not signed',
    });
    expect(block.statusCode, block.body).toBe(200);
    expect((await projectOf(ops, project.id)).state).toBe('blocked');

    const doc = await uploadDoc(
      bankrec,
      `${stepUrl(mandate.id)}/documents?requirement=Signed%20mandate`,
      'mandate.pdf',
    );
    expect(doc.statusCode, doc.body).toBe(201);
    const wrong = await uploadDoc(bankrec, `${stepUrl(mandate.id)}/documents?requirement=Other`, 'x.pdf');
    expect(wrong.statusCode).toBe(400);
    const comment = await bankrec.post(`${stepUrl(mandate.id)}/comments`, { message: 'Mandate received' });
    expect(comment.statusCode).toBe(201);

    const stale = await patch(bankrec, stepUrl(mandate.id), { version: mandate.version, status: 'done' });
    expect(stale.statusCode).toBe(409);
    const done = await patch(bankrec, stepUrl(mandate.id), { version: mandate.version + 1, status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    const step = json<{ data: ImplementationProject['steps'][number] }>(done).data;
    expect(step).toMatchObject({ status: 'done', blocker: '', missingDocuments: [] });
    expect(step.comments.map((c) => c.message)).toEqual(['Mandate received']);
    const file = await bankrec.get(step.documents[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 signed mandate');
    expect(
      (await patch(ops, stepUrl(kickoff.id), { version: kickoff.version, status: 'done' })).statusCode,
    ).toBe(200);
  });

  it('is refused to a member whose roles do not open it (the employer-funds clerk)', async () => {
    expect((await ewa.get(`${P}/projects/${project.id}`)).statusCode).toBe(403);
    expect((await ewa.get(`${P}/projects`)).statusCode).toBe(403);
  });

  it('closes its last step when the customer’s first month is certified', async () => {
    const tasks = json<{ data: { tasks: TaskListItem[] } }>(
      await ops.get(`/api/rec/workflow/tasks?period=${MONTH}`),
    ).data.tasks;
    const task = tasks.find((x) => x.accountId === TAX_IMPOUND);
    if (!task) throw new Error('no task');
    const move = async (s: Session, action: string) => {
      const { figures } = json<{ data: TaskDetail }>(await s.get(`/api/rec/workflow/tasks/${task.id}`)).data;
      const res = await s.post(`/api/rec/workflow/tasks/${task.id}/transition`, { action, figures });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move(bankrec, 'start');
    await move(bankrec, 'signOff');
    expect((await projectOf(ops, project.id)).firstReconciledMonth).toBeNull();
    await move(reviewer, 'certify');
    const after = await projectOf(ops, project.id);
    expect(after).toMatchObject({ firstReconciledMonth: MONTH, state: 'done', stepsDone: 3 });
    expect(after.completedAt).not.toBeNull();
    expect(after.steps[2]?.closedBy).toBe(
      `The reconciliation of ${task.accountName} for ${MONTH} was certified.`,
    );
    const list = json<{ data: { id: string; state: string }[] }>(await ops.get(`${P}/projects`)).data;
    expect(list.find((p) => p.id === project.id)?.state).toBe('done');
  });
});
