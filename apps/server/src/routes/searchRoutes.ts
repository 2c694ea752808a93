import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  mdiyDictAppHotWord,
  esAppSuggestSearch,
  esAppSearch,
} from '@news/contract/endpoints/searchEndpoints';

export function searchRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(mdiyDictAppHotWord, {
      summary: 'Hot search words, in the editors’ order',
      tag: 'search',
      cache: true,
      handler: ({ site }) => s.site.hotWords(site),
    }),
    defineRoute(esAppSuggestSearch, {
      limits: ['suggest.address'],
      summary: 'Up to 10 suggestions for what the reader is typing, from hot words and titles',
      tag: 'search',
      handler: ({ site, body }) => s.search.suggest(site, body.keyword),
    }),
    defineRoute(esAppSearch, {
      limits: ['search.address'],
      summary: 'Ranked results (title matches first, then newest) with highlighted matches',
      tag: 'search',
      handler: ({ site, body }) => s.search.search(site, body.keyword, body.publishType, body),
    }),
  ];
}
