import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, type MessageArgs } from '@news/contract/formatMessage';
import { siteByLang, type SiteInfo, type SiteLang } from '@news/contract/sites';
import type accountEn from './account/en.json';
import type detailEn from './detail/en.json';
import type screensEn from './screens/en.json';
import type en from './en.json';

export type MessageKey =
  keyof typeof en | keyof typeof accountEn | keyof typeof detailEn | keyof typeof screensEn;
/** The strings at hand: the first-load catalogues (the account screens' own come with them). */
export type Messages = Partial<Record<MessageKey, string>>;

type Catalogue = () => Promise<{ default: Record<string, string> }>;

/**
 * Only the reader's language is downloaded: each catalogue is its own chunk. The detail pages'
 * strings come with the first load (shared items are where most readers arrive); the account
 * screens' strings (sign-in, user centre), and the other screens' off the first load (search,
 * following, settings pages), load with those screens. The
 * catalogues are found by file name, so a new site needs only its files (catalogues.test.ts
 * checks there is one per site in each folder).
 */
const catalogues = {
  main: import.meta.glob<{ default: Record<string, string> }>('./*.json'),
  detail: import.meta.glob<{ default: Record<string, string> }>('./detail/*.json'),
  account: import.meta.glob<{ default: Record<string, string> }>('./account/*.json'),
  screens: import.meta.glob<{ default: Record<string, string> }>('./screens/*.json'),
};
const folders = {
  main: './',
  detail: './detail/',
  account: './account/',
  screens: './screens/',
} as const;

function catalogue(part: keyof typeof catalogues, lang: SiteLang): ReturnType<Catalogue> {
  const load = catalogues[part][`${folders[part]}${lang}.json`];
  return load ? load() : Promise.reject(new Error(`no ${part} catalogue for ${lang}`));
}

/** The page's language, once its catalogues are asked for: it does not change without a reload. */
let pageLang: SiteLang | undefined;
/** The later catalogues' strings, once loaded; `t` reads them beside the first-load ones. */
const laterMessages: Partial<Record<MessageKey, string>> = {};
const laterLoads = new Map<'account' | 'screens', Promise<void>>();

/**
 * A later catalogue's strings, loaded once: the account screens' (sign-in, user centre), or the
 * other screens' off the first load (search, following, settings pages). Their routes wait for it
 * beside their chunk, so no such screen renders before its strings are here.
 */
function loadLaterMessages(part: 'account' | 'screens'): Promise<void> {
  const lang = pageLang;
  if (!lang) return Promise.reject(new Error(`${part} strings before loadMessages`));
  let load = laterLoads.get(part);
  if (!load) {
    load = catalogue(part, lang).then(
      (loaded) => {
        Object.assign(laterMessages, loaded.default);
      },
      (error: unknown) => {
        // A failed download may be tried again when the reader retries the screen.
        laterLoads.delete(part);
        throw error;
      },
    );
    laterLoads.set(part, load);
  }
  return load;
}

export async function loadMessages(lang: SiteLang): Promise<Messages> {
  pageLang = lang;
  const parts = await Promise.all([catalogue('main', lang), catalogue('detail', lang)]);
  // The catalogue test guarantees every key in every language; the JSON import loses the key type.
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}

export const loadAccountMessages = (): Promise<void> => loadLaterMessages('account');
export const loadScreenMessages = (): Promise<void> => loadLaterMessages('screens');

export interface I18n {
  lang: SiteLang;
  locale: string;
  /** The site: its name, time zone and clock (`@news/contract/sites`). */
  site: SiteInfo;
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
    const site = siteByLang(lang);
    const locale = site.locale;
    return {
      lang,
      locale,
      site,
      t: (key, args = {}) => formatMessage(messages[key] ?? laterMessages[key] ?? '', args, locale),
    };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
