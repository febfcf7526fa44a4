import type { CsvValue } from '../../platform/csv-rows';

/** An audit entry as written: who did what to which entity (the log's one shape). */
export interface AuditEntry {
  organizationId?: string | null;
  actorUserId?: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  /** What changed. Never passwords, codes or tokens. */
  details?: Record<string, unknown>;
  ip?: string;
}

/** The audit log's columns as bulk writes fill them (its id and time are the table's defaults). */
export const AUDIT_COLUMNS = [
  'organization_id',
  'actor_user_id',
  'action',
  'entity_type',
  'entity_id',
  'details',
  'ip',
] as const;

/**
 * An entry's values in AUDIT_COLUMNS order. Pure (no driver): a worker thread encoding a run's entries
 * (auto-match, ADR 0032) uses it as the COPY path does. `detailsJson`: the details already serialised.
 */
export function auditValues(e: AuditEntry, detailsJson = JSON.stringify(e.details ?? {})): CsvValue[] {
  return [
    e.organizationId ?? null,
    e.actorUserId ?? null,
    e.action,
    e.entityType ?? '',
    e.entityId ?? '',
    detailsJson,
    e.ip ?? '',
  ];
}
