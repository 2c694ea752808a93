import { deskPageSchema } from '../versionSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/**
 * The translation desk: items published on `from` in the last `days` days (1–30) with no version
 * on `to`, newest first, paged. Needs the content right on both sites; `from` = `to` is refused
 * `versions.sameSite`.
 */
export const getVersionsDesk: Call<
  'GET',
  typeof deskPageSchema,
  (typeof versionInputs)['getVersionsDesk']
> = {
  method: 'GET',
  path: '/versions/desk',
  response: deskPageSchema,
};
