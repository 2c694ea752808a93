import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/**
 * "Translate into…": a draft on `body.site` copied from the item (title, summary, body, cover and
 * pictures, tags, author, source; the library's notes of its pictures copied to that site's
 * library where it has none), linked as the item's version and marked as made from its newest
 * revision; answers the new draft. Refused: `versions.sameSite`, `versions.siteTaken`,
 * `versions.cannotTranslate` (topics, collections and live broadcasts name other items).
 */
export const postItemsByIdTranslations: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof versionInputs)['postItemsByIdTranslations']
> = {
  method: 'POST',
  path: '/items/:id/translations',
  response: itemDetailSchema,
};
