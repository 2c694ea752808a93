import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  cmsContentIndexList,
  cmsContentIndexColumnList,
  cmsCategoryGetAppChannels,
  cmsCategorySubList,
  cmsContentHeadLine,
} from '@news/contract/endpoints/homeEndpoints';

export function homeRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(cmsContentIndexList, {
      summary: 'Home: banner items and ads, headlines, and the feed (paged)',
      tag: 'home',
      cache: true,
      handler: ({ site, query }) => s.home.indexList(site, query),
    }),
    defineRoute(cmsContentIndexColumnList, {
      summary: 'Home sections: each home channel with its newest items',
      tag: 'home',
      cache: true,
      handler: ({ site, query }) => s.home.columns(site, query.size),
    }),
    defineRoute(cmsCategoryGetAppChannels, {
      summary: 'Channel tabs in order, and the city and regional pages’ channels',
      tag: 'home',
      cache: true,
      handler: ({ site }) => s.home.channels(site),
    }),
    defineRoute(cmsCategorySubList, {
      summary: 'Child channels of a channel',
      tag: 'home',
      cache: true,
      handler: ({ site, query }) => s.home.subList(site, query.id),
    }),
    defineRoute(cmsContentHeadLine, {
      readOnly: true,
      summary: 'Headlines, newest first',
      tag: 'home',
      handler: ({ site, body }) => s.home.headlines(site, body.size),
    }),
  ];
}
