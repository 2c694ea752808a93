import { z } from 'zod/mini';
import { SITE_LANGS } from './sites.ts';

/** One entry of the language config (the `cmsContentAppList` call). */
export const languageEntrySchema = z.object({
  id: z.int(),
  lang: z.enum(SITE_LANGS),
  /** The site's own API base, used in site-specific mode; '' when the site shares this origin. */
  appUrl: z.string(),
  name: z.string(),
});

export const languageConfigSchema = z.array(languageEntrySchema);
