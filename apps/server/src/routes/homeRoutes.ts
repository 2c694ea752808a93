import {
  appChannelsSchema,
  categoryListSchema,
  headlineListSchema,
  headlineQuerySchema,
  indexColumnListQuerySchema,
  indexColumnListSchema,
  indexListQuerySchema,
  indexListSchema,
  subListQuerySchema,
} from '@news/contract/homeSchemas';
import { z } from 'zod';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';

export function homeRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/cms/content/indexList',
      summary: 'Home: banner items and ads, headlines, and the feed (paged)',
      tag: 'home',
      cache: true,
      query: indexListQuerySchema,
      response: indexListSchema,
      handler: ({ site, query }) => s.home.indexList(site, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/indexColumnList',
      summary: 'Home sections: each home channel with its newest items',
      tag: 'home',
      cache: true,
      query: indexColumnListQuerySchema,
      response: indexColumnListSchema,
      handler: ({ site, query }) => s.home.columns(site, query.size),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/category/getAppChannels',
      summary: 'Channel tabs in order, and the city and regional pages’ channels',
      tag: 'home',
      cache: true,
      query: z.object({}).loose(),
      response: appChannelsSchema,
      handler: ({ site }) => s.home.channels(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/category/subList',
      summary: 'Child channels of a channel',
      tag: 'home',
      cache: true,
      query: subListQuerySchema,
      response: categoryListSchema,
      handler: ({ site, query }) => s.home.subList(site, query.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/cms/content/headLine.do',
      summary: 'Headlines, newest first',
      tag: 'home',
      body: headlineQuerySchema,
      response: headlineListSchema,
      handler: ({ site, body }) => s.home.headlines(site, body.size),
    }),
  ];
}
