import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CONSOLE_LANGS, type ConsoleLang } from '@news/contract/console/staffSchemas';
import { formatMessage as formatIcu } from '@news/contract/formatMessage';
import { en, type MessageKey, type Messages } from './en.ts';
import { zhHans } from './zhHans.ts';

export const catalogues: Record<ConsoleLang, Messages> = { en, 'zh-Hans': zhHans };

const STORAGE_KEY = 'consoleLang';

/** The staff member's choice, else the browser's language: Chinese or English. */
export function initialLang(): ConsoleLang {
  const saved = localStorage.getItem(STORAGE_KEY);
  if ((CONSOLE_LANGS as readonly string[]).includes(saved ?? '')) return saved as ConsoleLang;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-Hans' : 'en';
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A message of the staff member's language with its arguments: ICU plurals and selects, numbers
 * through Intl, by the formatter the reader app uses too (`@news/contract/formatMessage`).
 */
export function formatMessage(
  lang: ConsoleLang,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return formatIcu(catalogues[lang][key], values, lang);
}

interface I18nValue {
  lang: ConsoleLang;
  setLang: (lang: ConsoleLang) => void;
  t: Translate;
  /** A date and time in the staff member's language and time zone. */
  dateTime: (iso: string) => string;
  number: (value: number) => string;
}

const I18nContext = createContext<I18nValue | undefined>(undefined);

export function I18nProvider({
  children,
  onChange,
}: {
  children: ReactNode;
  onChange: (lang: ConsoleLang) => void;
}) {
  const [lang, setLangState] = useState<ConsoleLang>(initialLang);
  const value = useMemo<I18nValue>(() => {
    const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const numbers = new Intl.NumberFormat(lang);
    return {
      lang,
      setLang: (next) => {
        localStorage.setItem(STORAGE_KEY, next);
        document.documentElement.lang = next;
        onChange(next);
        setLangState(next);
      },
      t: (key, values) => formatMessage(lang, key, values),
      dateTime: (iso) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dates.format(date);
      },
      number: (n) => numbers.format(n),
    };
  }, [lang, onChange]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
