import {
  readerQuerySchema,
  readerPageSchema,
  readerDetailSchema,
  readerSuspensionBodySchema,
  commentSuspensionBodySchema,
  readerMessageBodySchema,
} from './moderationSchemas.ts';
import { idParamsSchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const getReaders = {
  method: 'GET',
  path: '/readers',
  query: readerQuerySchema,
  response: readerPageSchema,
} as const satisfies Endpoint;

export const getReadersById = {
  method: 'GET',
  path: '/readers/:id',
  params: idParamsSchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;

export const postReadersByIdSuspend = {
  method: 'POST',
  path: '/readers/:id/suspend',
  params: idParamsSchema,
  body: readerSuspensionBodySchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;

export const postReadersByIdSuspendCommenting = {
  method: 'POST',
  path: '/readers/:id/suspend-commenting',
  params: idParamsSchema,
  body: commentSuspensionBodySchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;

export const postReadersByIdRestore = {
  method: 'POST',
  path: '/readers/:id/restore',
  params: idParamsSchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;

export const postReadersByIdEndSessions = {
  method: 'POST',
  path: '/readers/:id/end-sessions',
  params: idParamsSchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;

export const postReadersByIdMessage = {
  method: 'POST',
  path: '/readers/:id/message',
  params: idParamsSchema,
  body: readerMessageBodySchema,
  response: readerDetailSchema,
} as const satisfies Endpoint;
