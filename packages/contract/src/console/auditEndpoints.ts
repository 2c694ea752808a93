/*
 * The audit calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getAudit } from './audit/getAudit.ts';
export { getAuditExportCsv } from './audit/getAuditExportCsv.ts';
