import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type accountEn from './account/en.json';
import type detailEn from './detail/en.json';
import type en from './en.json';
import { formatMessage, type MessageArgs } from './formatMessage.ts';

export type MessageKey = keyof typeof en | keyof typeof accountEn | keyof typeof detailEn;
/** The strings at hand: the first-load catalogues (the account screens' own come with them). */
export type Messages = Partial<Record<MessageKey, string>>;

type Catalogue = () => Promise<{ default: Record<string, string> }>;

/**
 * Only the reader's language is downloaded: each catalogue is its own chunk. The detail pages'
 * strings come with the first load (shared items are where most readers arrive); the account
 * screens' strings (sign-in, user centre) load with those screens, off the first load.
 */
const loaders: Record<SiteLang, [main: Catalogue, detail: Catalogue, account: Catalogue]> = {
  'zh-Hans': [
    () => import('./zh-Hans.json'),
    () => import('./detail/zh-Hans.json'),
    () => import('./account/zh-Hans.json'),
  ],
  en: [
    () => import('./en.json'),
    () => import('./detail/en.json'),
    () => import('./account/en.json'),
  ],
  kr: [
    () => import('./kr.json'),
    () => import('./detail/kr.json'),
    () => import('./account/kr.json'),
  ],
  ja: [
    () => import('./ja.json'),
    () => import('./detail/ja.json'),
    () => import('./account/ja.json'),
  ],
  ru: [
    () => import('./ru.json'),
    () => import('./detail/ru.json'),
    () => import('./account/ru.json'),
  ],
};

/** The page's language, once its catalogues are asked for: it does not change without a reload. */
let pageLang: SiteLang | undefined;
/** The account catalogue's strings, once loaded; `t` reads them beside the first-load ones. */
const accountMessages: Partial<Record<MessageKey, string>> = {};
let accountLoad: Promise<void> | undefined;

export async function loadMessages(lang: SiteLang): Promise<Messages> {
  pageLang = lang;
  const [main, detail] = loaders[lang];
  const parts = await Promise.all([main(), detail()]);
  // The catalogue test guarantees every key in every language; the JSON import loses the key type.
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}

/**
 * The account screens' strings, loaded once; their routes wait for it beside their chunk, so
 * no account screen renders before its strings are here.
 */
export function loadAccountMessages(): Promise<void> {
  const lang = pageLang;
  if (!lang) return Promise.reject(new Error('loadAccountMessages before loadMessages'));
  accountLoad ??= loaders[lang][2]().then(
    (part) => {
      Object.assign(accountMessages, part.default);
    },
    (error: unknown) => {
      // A failed download may be tried again when the reader retries the screen.
      accountLoad = undefined;
      throw error;
    },
  );
  return accountLoad;
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
    return {
      lang,
      locale,
      t: (key, args = {}) =>
        formatMessage(messages[key] ?? accountMessages[key] ?? '', args, locale),
    };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
