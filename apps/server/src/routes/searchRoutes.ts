import { z } from 'zod';
import {
  hotWordListSchema,
  searchPageSchema,
  searchQuerySchema,
  suggestListSchema,
  suggestQuerySchema,
} from '@news/contract/searchSchemas';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';

export function searchRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/mdiy/dict/appHotWord.do',
      summary: 'Hot search words, in the editors’ order',
      tag: 'search',
      cache: true,
      query: z.object({}).loose(),
      response: hotWordListSchema,
      handler: ({ site }) => s.site.hotWords(site),
    }),
    defineRoute({
      method: 'POST',
      path: '/es/app/suggestSearch.do',
      limits: ['suggest.address'],
      summary: 'Up to 10 suggestions for what the reader is typing, from hot words and titles',
      tag: 'search',
      body: suggestQuerySchema,
      response: suggestListSchema,
      handler: ({ site, body }) => s.search.suggest(site, body.keyword),
    }),
    defineRoute({
      method: 'POST',
      path: '/es/app/search.do',
      limits: ['search.address'],
      summary: 'Ranked results (title matches first, then newest) with highlighted matches',
      tag: 'search',
      body: searchQuerySchema,
      response: searchPageSchema,
      handler: ({ site, body }) => s.search.search(site, body.keyword, body.publishType, body),
    }),
  ];
}
