import type { SiteLang } from '@news/contract/sites';

export interface Documents {
  terms: string;
  privacy: string;
  logoff: string;
}

/**
 * The agreement and policy texts: long, and read rarely, so they are not in the catalogues that
 * load with every page but in a chunk of their own per language.
 */
const loaders: Record<SiteLang, () => Promise<{ default: Documents }>> = {
  'zh-Hans': () => import('./documents/zh-Hans.json'),
  en: () => import('./documents/en.json'),
  kr: () => import('./documents/kr.json'),
  ja: () => import('./documents/ja.json'),
  ru: () => import('./documents/ru.json'),
};

export async function loadDocuments(lang: SiteLang): Promise<Documents> {
  return (await loaders[lang]()).default;
}
