export { recordChange, type RecordChangeOptions } from './record-change.ts';
export { saveVersioned, type SaveVersionedOptions, type VersionedTable } from './save-versioned.ts';
export { listAuditLog, type ListAuditLogOptions } from './list-audit-log.ts';
export { auditedWrite, type AuditedWrite } from './audited-write.ts';
