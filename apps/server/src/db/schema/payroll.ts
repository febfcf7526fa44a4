import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/** Issue 19 item 5: payroll implementation, owned by the payroll module. */

/** A template's step as stored (the domain's TemplateStep). */
export interface TemplateStepJson {
  name: string;
  ownerRole: number;
  dueOffsetDays: number;
  requiredDocuments: string[];
}

/** Templates of onboarding steps (impladmin). Removed softly: projects made from one keep their steps. */
export const implementationTemplates = pgTable(
  'implementation_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    steps: jsonb().$type<TemplateStepJson[]>().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('implementation_templates_org_idx').on(t.organizationId)],
);

/** One project per new payroll customer (payrollimpl), its steps copied from a template at creation. */
export const implementationProjects = pgTable(
  'implementation_projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    /** The payroll customer (bank_rec_clients.co_id). */
    coId: text().notNull(),
    templateId: uuid().references(() => implementationTemplates.id),
    templateName: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** The month whose certification closed the last step ('YYYY-MM'), when it did. */
    firstReconciledMonth: text(),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('implementation_projects_org_idx').on(t.organizationId, t.createdAt),
    // One live project per customer.
    index('implementation_projects_org_customer_idx').on(t.organizationId, t.coId),
  ],
);

export const implementationSteps = pgTable(
  'implementation_steps',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    projectId: uuid()
      .notNull()
      .references(() => implementationProjects.id),
    position: integer().notNull(),
    name: text().notNull(),
    ownerRole: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    requiredDocuments: jsonb().$type<string[]>().notNull(),
    status: text()
      .$type<'not_started' | 'in_progress' | 'blocked' | 'done'>()
      .notNull()
      .default('not_started'),
    blocker: text().notNull().default(''),
    version: integer().notNull().default(1),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: uuid().references(() => users.id),
    /** Why the step closed by itself ('' when a person closed it). */
    closedBy: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('implementation_steps_project_idx').on(t.projectId, t.position),
    check(
      'implementation_steps_status_check',
      sql`${t.status} in ('not_started', 'in_progress', 'blocked', 'done')`,
    ),
  ],
);

/** A step's documents: bytes in the organisation's file store (content-addressed), rows scoped here. */
export const implementationDocuments = pgTable(
  'implementation_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    stepId: uuid()
      .notNull()
      .references(() => implementationSteps.id),
    /** Which required document this is ('' for any other). */
    requirement: text().notNull().default(''),
    name: text().notNull(),
    contentType: text().notNull(),
    sha256: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('implementation_documents_step_idx').on(t.stepId)],
);

/** Comments on a step (append-only). */
export const implementationComments = pgTable(
  'implementation_comments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    stepId: uuid()
      .notNull()
      .references(() => implementationSteps.id),
    authorId: uuid().references(() => users.id),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('implementation_comments_step_idx').on(t.stepId, t.createdAt)],
);
