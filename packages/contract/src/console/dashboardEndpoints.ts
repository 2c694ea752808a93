import { dashboardQuerySchema, dashboardSchema } from './dashboardSchemas.ts';
import type { Endpoint } from '../endpoint.ts';

export const getDashboard = {
  method: 'GET',
  path: '/dashboard',
  query: dashboardQuerySchema,
  response: dashboardSchema,
} as const satisfies Endpoint;
