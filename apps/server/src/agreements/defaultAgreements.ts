import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AgreementKind } from '@news/contract/agreementSchemas';
import type { SiteLang } from '@news/contract/sites';

const documentsSchema = z.object({
  terms: z.string().min(1),
  privacy: z.string().min(1),
  logoff: z.string().min(1),
});

const loaded = new Map<SiteLang, z.infer<typeof documentsSchema>>();

/**
 * The texts every site starts with (version 1), in its language, from `defaults/<lang>.json`:
 * a site's admins write later versions in the console, and those are kept in the database.
 */
export function defaultAgreement(lang: SiteLang, kind: AgreementKind): string {
  let documents = loaded.get(lang);
  if (!documents) {
    documents = documentsSchema.parse(
      JSON.parse(readFileSync(join(import.meta.dirname, 'defaults', `${lang}.json`), 'utf8')),
    );
    loaded.set(lang, documents);
  }
  return documents[kind];
}
