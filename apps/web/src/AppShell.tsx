import { useEffect, useState } from 'react';
import { languageConfigSchema, type LanguageEntry } from '@news/contract/languageEntry';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { apiGet } from './lib/apiClient.ts';
import { deviceId } from './lib/deviceId.ts';
import { readRuntimeConfig } from './lib/runtimeConfig.ts';

const TITLES: Record<SiteLang, { app: string; languages: string }> = {
  'zh-Hans': { app: '新闻', languages: '语言' },
  en: { app: 'News', languages: 'Languages' },
  kr: { app: '뉴스', languages: '언어' },
  ja: { app: 'ニュース', languages: '言語' },
  ru: { app: 'Новости', languages: 'Языки' },
};

/**
 * The shell every screen renders in. It loads the language config at start; when that call
 * fails the app still starts (spec section 7), with the built-in site list.
 */
export function AppShell({ lang }: { lang: SiteLang }) {
  const [languages, setLanguages] = useState<LanguageEntry[] | null>(null);

  useEffect(() => {
    const controller = { cancelled: false };
    apiGet(
      { lang, deviceId: deviceId(), signSecret: readRuntimeConfig().signSecret },
      '/cms/content/appList',
      languageConfigSchema,
    )
      .then((entries) => {
        if (!controller.cancelled) setLanguages(entries);
      })
      .catch(() => {
        if (!controller.cancelled) setLanguages([]);
      });
    return () => {
      controller.cancelled = true;
    };
  }, [lang]);

  const titles = TITLES[lang];
  return (
    <div className="shell">
      <header className="shell-header">
        <h1>{titles.app}</h1>
      </header>
      <main>
        <nav aria-label={titles.languages}>
          <ul className="language-list" data-testid="language-list" aria-busy={languages === null}>
            {(languages ?? []).map((entry) => (
              <li key={entry.id}>
                <a
                  href={`/#/pages/index/index?lang=${entry.lang}`}
                  lang={siteByLang(entry.lang).locale}
                >
                  {entry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
