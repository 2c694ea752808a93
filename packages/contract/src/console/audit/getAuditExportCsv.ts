import type { Call } from '../../endpoint.ts';
import type { auditInputs } from '../auditInputs.ts';

export const getAuditExportCsv: Call<'GET', undefined, (typeof auditInputs)['getAuditExportCsv']> =
  {
    method: 'GET',
    path: '/audit/export.csv',
  };
