import type { VersionService } from '../../services/editorial/VersionService.ts';
import { itemDetailOf } from '../consoleViews.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import {
  getItemsByIdVersions,
  postItemsByIdVersions,
  deleteItemsByIdVersions,
  postItemsByIdTranslations,
  getItemsByIdSourceChanges,
  postItemsByIdSourceChecked,
  getVersionsDesk,
} from '@news/contract/console/versionEndpoints';

/** Linked language versions (issue 28): groups, translations, freshness and the desk. */
export function versionRoutes(versions: VersionService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getItemsByIdVersions, {
      summary: 'The item and its versions on other sites, each with its source’s freshness',
      access: 'content',
      handler: ({ staff, params }) => versions.versions(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdVersions, {
      summary: 'Link another site’s item into the item’s group of versions',
      access: 'content',
      handler: ({ staff, params, body }) =>
        versions.link(staff, Number(params.id), Number(body.itemId)),
    }),
    defineConsoleRoute(deleteItemsByIdVersions, {
      summary: 'Take the item out of its group; the other versions stay linked',
      access: 'content',
      handler: async ({ staff, params }) => {
        await versions.unlink(staff, Number(params.id));
        return null;
      },
    }),
    defineConsoleRoute(postItemsByIdTranslations, {
      summary: 'Translate into…: a draft on another site from the item, linked as its version',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await versions.translate(staff, Number(params.id), body.site), lang),
    }),
    defineConsoleRoute(getItemsByIdSourceChanges, {
      summary: 'What changed in the version’s source since it was made or marked up to date',
      access: 'content',
      handler: ({ staff, params }) => versions.sourceChanges(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdSourceChecked, {
      summary: 'Mark the version up to date with its source (audited)',
      access: 'content',
      handler: ({ staff, params }) => versions.markUpToDate(staff, Number(params.id)),
    }),
    defineConsoleRoute(getVersionsDesk, {
      summary: 'Stories one site published lately that another site has no version of',
      access: 'content',
      handler: ({ staff, query }) => versions.desk(staff, query),
    }),
  ];
}
