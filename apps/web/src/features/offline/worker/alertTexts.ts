/**
 * The words a notification falls back on when a push message arrives without its own (empty or
 * unreadable): one set per site language. Kept beside the worker, which cannot load the app's
 * catalogues.
 */
export const ALERT_FALLBACK_TEXTS: Readonly<Record<string, { title: string; body: string }>> = {
  'zh-Hans': { title: '突发新闻', body: '打开应用查看详情。' },
  en: { title: 'Breaking news', body: 'Open the app to read more.' },
  kr: { title: '속보', body: '앱을 열어 자세히 확인하세요.' },
  ja: { title: '速報', body: 'アプリを開いて詳しくご覧ください。' },
  ru: { title: 'Срочная новость', body: 'Откройте приложение, чтобы узнать подробности.' },
};

/** The site language of a push message, or the browser's nearest one. */
export function alertLangOf(lang: unknown, browserLang: string): string {
  if (typeof lang === 'string' && lang in ALERT_FALLBACK_TEXTS) return lang;
  const base = browserLang.toLowerCase().split('-')[0] ?? '';
  if (base === 'zh') return 'zh-Hans';
  if (base === 'ko') return 'kr';
  return base in ALERT_FALLBACK_TEXTS ? base : 'en';
}
