import { useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';

/**
 * The item as the reader app shows it — its own screen, or the home feed with it on top —
 * rendered by the reader app on the server, in a phone-sized frame.
 */
export function PreviewPanel({
  itemId,
  version,
  hasDetail,
}: {
  itemId: string;
  version: number;
  hasDetail: boolean;
}) {
  const { t } = useI18n();
  const [view, setView] = useState<'detail' | 'feed'>(hasDetail ? 'detail' : 'feed');
  return (
    <section className="panel preview-panel">
      <h2>{t('preview.title')}</h2>
      <div className="tabs" role="group" aria-label={t('preview.view')}>
        {hasDetail ? (
          <button
            type="button"
            aria-pressed={view === 'detail'}
            onClick={() => {
              setView('detail');
            }}
          >
            {t('preview.detail')}
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={view === 'feed'}
          onClick={() => {
            setView('feed');
          }}
        >
          {t('preview.feed')}
        </button>
      </div>
      <iframe
        title={t('preview.frame')}
        className="phone-frame"
        src={`/console/api/items/${itemId}/preview?view=${view}&v=${String(version)}`}
        sandbox="allow-same-origin"
      />
    </section>
  );
}
