import {
  indexListQuerySchema,
  indexListSchema,
  indexColumnListQuerySchema,
  indexColumnListSchema,
  appChannelsSchema,
  subListQuerySchema,
  categoryListSchema,
  headlineQuerySchema,
  headlineListSchema,
} from '../homeSchemas.ts';
import { noInputSchema } from '../envelope.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const cmsContentIndexList = {
  method: 'GET',
  path: '/cms/content/indexList',
  query: indexListQuerySchema,
  response: indexListSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentIndexColumnList = {
  method: 'GET',
  path: '/cms/content/indexColumnList',
  query: indexColumnListQuerySchema,
  response: indexColumnListSchema,
} as const satisfies ReaderEndpoint;

export const cmsCategoryGetAppChannels = {
  method: 'GET',
  path: '/cms/category/getAppChannels',
  query: noInputSchema,
  response: appChannelsSchema,
} as const satisfies ReaderEndpoint;

export const cmsCategorySubList = {
  method: 'GET',
  path: '/cms/category/subList',
  query: subListQuerySchema,
  response: categoryListSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentHeadLine = {
  method: 'POST',
  path: '/cms/content/headLine.do',
  body: headlineQuerySchema,
  response: headlineListSchema,
} as const satisfies ReaderEndpoint;
