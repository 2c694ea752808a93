import { z } from 'zod/mini';
import { AGREEMENT_KINDS } from '../agreementSchemas.ts';
import { idTextSchema } from '../contentSchemas.ts';
import { SITE_LANGS } from '../sites.ts';

/** The `:id` of an item, reader, staff member, feedback or job in a console path. */
export const idParamsSchema = z.object({ id: idTextSchema });

/** The `:site` of a console path. */
export const siteParamsSchema = z.object({ site: z.enum(SITE_LANGS) });

/** The `:site` and `:kind` of a site agreement's console path. */
export const agreementParamsSchema = z.object({
  site: z.enum(SITE_LANGS),
  kind: z.enum(AGREEMENT_KINDS),
});

/** The site an upload is for, in its query. */
export const uploadQuerySchema = z.object({ site: z.enum(SITE_LANGS) });
