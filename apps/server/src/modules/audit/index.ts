import { type AuditEntry, AuditService } from './audit.service';

export { AUDIT_COLUMNS, auditValues } from './audit-rows';
export type { AuditEntry, AuditService };

/** The audit log's writer. It holds no state (every call names its transaction), so one serves all. */
export const audit = new AuditService();
