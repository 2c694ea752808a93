import { auditPageSchema } from '../auditSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { auditInputs } from '../auditInputs.ts';

export const getAudit: Call<'GET', typeof auditPageSchema, (typeof auditInputs)['getAudit']> = {
  method: 'GET',
  path: '/audit',
  response: auditPageSchema,
};
