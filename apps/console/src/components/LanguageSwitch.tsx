import { CONSOLE_LANGS } from '@news/contract/console/staffSchemas';
import { useI18n } from '../i18n/I18n.tsx';

const NAMES = { 'zh-Hans': '简体中文', en: 'English' } as const;

export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={lang}
        onChange={(event) => {
          const next = CONSOLE_LANGS.find((l) => l === event.target.value);
          if (next) setLang(next);
        }}
      >
        {CONSOLE_LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
