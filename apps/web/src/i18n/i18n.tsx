import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type accountEn from './account/en.json';
import type detailEn from './detail/en.json';
import type en from './en.json';
import { formatMessage, type MessageArgs } from './formatMessage.ts';

export type MessageKey = keyof typeof en | keyof typeof accountEn | keyof typeof detailEn;
export type Messages = Record<MessageKey, string>;

type Catalogue = () => Promise<{ default: Record<string, string> }>;

/**
 * Only the reader's language is downloaded: each catalogue is its own chunk. The account screens
 * (sign-in, user centre) and the detail pages keep their strings in catalogues of their own so
 * each file stays small to review.
 */
const loaders: Record<SiteLang, Catalogue[]> = {
  'zh-Hans': [
    () => import('./zh-Hans.json'),
    () => import('./account/zh-Hans.json'),
    () => import('./detail/zh-Hans.json'),
  ],
  en: [
    () => import('./en.json'),
    () => import('./account/en.json'),
    () => import('./detail/en.json'),
  ],
  kr: [
    () => import('./kr.json'),
    () => import('./account/kr.json'),
    () => import('./detail/kr.json'),
  ],
  ja: [
    () => import('./ja.json'),
    () => import('./account/ja.json'),
    () => import('./detail/ja.json'),
  ],
  ru: [
    () => import('./ru.json'),
    () => import('./account/ru.json'),
    () => import('./detail/ru.json'),
  ],
};

export async function loadMessages(lang: SiteLang): Promise<Messages> {
  const parts = await Promise.all(loaders[lang].map((load) => load()));
  // The catalogue test guarantees every key in every language; the JSON import loses the key type.
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}

export interface I18n {
  lang: SiteLang;
  locale: string;
  t: (key: MessageKey, args?: MessageArgs) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: SiteLang;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(() => {
    const locale = siteByLang(lang).locale;
    return { lang, locale, t: (key, args = {}) => formatMessage(messages[key], args, locale) };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
