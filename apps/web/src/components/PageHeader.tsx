import { useI18n } from '../i18n/i18n.tsx';
import { goBack } from '../lib/router/navigation.ts';

export function PageHeader({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useI18n();
  return (
    <header className="page-header">
      {back ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.back')}
          onClick={goBack}
        >
          ‹
        </button>
      ) : null}
      <h1>{title}</h1>
    </header>
  );
}
