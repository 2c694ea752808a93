import type { SiteLang } from '@news/contract/sites';

export interface Documents {
  terms: string;
  privacy: string;
  logoff: string;
}

/**
 * The agreement and policy texts: long, and read rarely, so they are not in the catalogues that
 * load with every page but in a chunk of their own per language, found by file name.
 */
const loaders = import.meta.glob<{ default: Documents }>('./documents/*.json');

export async function loadDocuments(lang: SiteLang): Promise<Documents> {
  const load = loaders[`./documents/${lang}.json`];
  if (!load) throw new Error(`no documents for ${lang}`);
  return (await load()).default;
}
