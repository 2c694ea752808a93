import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type en from './en.json';
import { formatMessage, type MessageArgs } from './formatMessage.ts';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** Only the reader's language is downloaded: each catalogue is its own chunk. */
const loaders: Record<SiteLang, () => Promise<{ default: Messages }>> = {
  'zh-Hans': () => import('./zh-Hans.json'),
  en: () => import('./en.json'),
  kr: () => import('./kr.json'),
  ja: () => import('./ja.json'),
  ru: () => import('./ru.json'),
};

export async function loadMessages(lang: SiteLang): Promise<Messages> {
  return (await loaders[lang]()).default;
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
