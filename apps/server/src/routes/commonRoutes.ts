import { z } from 'zod';
import { languageConfigSchema } from '@news/contract/languageEntry';
import { SITES } from '@news/contract/sites';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';

export function commonRoutes(services: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/cms/content/appList',
      summary: 'Language config: the five sites with their ids and API bases',
      tag: 'common',
      query: z.object({}).loose(),
      response: languageConfigSchema,
      async handler() {
        const rows = await services.sites.list();
        const names = new Map(rows.map((r) => [r.id, r]));
        return SITES.map((site) => ({
          id: site.id,
          lang: site.lang,
          appUrl: services.config.siteAppUrls[site.lang] ?? names.get(site.id)?.app_url ?? '',
          name: site.nativeName,
        }));
      },
    }),
  ];
}
