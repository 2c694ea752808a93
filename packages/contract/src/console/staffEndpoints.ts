import { z } from 'zod/mini';
import {
  staffListSchema,
  createStaffBodySchema,
  oneTimePasswordSchema,
  updateStaffBodySchema,
  staffSchema,
} from './staffSchemas.ts';
import { idParamsSchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const getStaff = {
  method: 'GET',
  path: '/staff',
  response: staffListSchema,
} as const satisfies Endpoint;

export const postStaff = {
  method: 'POST',
  path: '/staff',
  body: createStaffBodySchema,
  response: oneTimePasswordSchema,
} as const satisfies Endpoint;

export const putStaffById = {
  method: 'PUT',
  path: '/staff/:id',
  params: idParamsSchema,
  body: updateStaffBodySchema,
  response: staffSchema,
} as const satisfies Endpoint;

export const deleteStaffById = {
  method: 'DELETE',
  path: '/staff/:id',
  params: idParamsSchema,
  response: z.null(),
} as const satisfies Endpoint;

export const postStaffByIdPassword = {
  method: 'POST',
  path: '/staff/:id/password',
  params: idParamsSchema,
  response: oneTimePasswordSchema,
} as const satisfies Endpoint;
