import { z } from 'zod/mini';
import {
  consoleSessionSchema,
  signInBodySchema,
  changePasswordBodySchema,
  totpSetupSchema,
  totpEnableBodySchema,
  reauthenticateBodySchema,
} from './staffSchemas.ts';
import type { Endpoint } from '../endpoint.ts';

export const getSession = {
  method: 'GET',
  path: '/session',
  response: z.nullable(consoleSessionSchema),
} as const satisfies Endpoint;

export const postSession = {
  method: 'POST',
  path: '/session',
  body: signInBodySchema,
  response: consoleSessionSchema,
} as const satisfies Endpoint;

export const deleteSession = {
  method: 'DELETE',
  path: '/session',
  response: z.null(),
} as const satisfies Endpoint;

export const postSessionPassword = {
  method: 'POST',
  path: '/session/password',
  body: changePasswordBodySchema,
  response: consoleSessionSchema,
} as const satisfies Endpoint;

export const postSessionTotpSetup = {
  method: 'POST',
  path: '/session/totp/setup',
  body: reauthenticateBodySchema,
  response: totpSetupSchema,
} as const satisfies Endpoint;

export const postSessionTotpEnable = {
  method: 'POST',
  path: '/session/totp/enable',
  body: totpEnableBodySchema,
  response: z.null(),
} as const satisfies Endpoint;

export const postSessionTotpDisable = {
  method: 'POST',
  path: '/session/totp/disable',
  body: reauthenticateBodySchema,
  response: z.null(),
} as const satisfies Endpoint;
