import { useEffect } from 'react';
import { useI18n } from '../i18n/I18n.tsx';
import { configureApi } from '../lib/api.ts';

/** The API client speaks the console's language (and says its own failures in it). */
export function ApiMessages() {
  const { lang, t } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang;
    configureApi({
      lang,
      text: (problem) => (problem === 'network' ? t('error.network') : t('error.badAnswer')),
    });
  }, [lang, t]);
  return null;
}
