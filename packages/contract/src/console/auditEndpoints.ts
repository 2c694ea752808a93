import { auditQuerySchema, auditPageSchema } from './auditSchemas.ts';
import type { Endpoint } from '../endpoint.ts';

export const getAudit = {
  method: 'GET',
  path: '/audit',
  query: auditQuerySchema,
  response: auditPageSchema,
} as const satisfies Endpoint;

export const getAuditExportCsv = {
  method: 'GET',
  path: '/audit/export.csv',
  query: auditQuerySchema,
} as const satisfies Endpoint;
