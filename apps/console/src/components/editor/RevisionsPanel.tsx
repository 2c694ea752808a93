import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';
import { actionLabel } from './actionLabel.ts';
import { getItemsByIdRevisions } from '@news/contract/console/itemEndpoints';

/** Every saved state of the item; any earlier one can be made current again. */
export function RevisionsPanel({
  itemId,
  version,
  onRestore,
  busy,
}: {
  itemId: string;
  version: number;
  onRestore: (revision: number) => void;
  busy: boolean;
}) {
  const { t, dateTime } = useI18n();
  const revisions = useLoad(
    () => api(getItemsByIdRevisions, { params: { id: itemId } }),
    `${itemId}:${String(version)}`,
  );
  const rows = revisions.data ?? [];
  return (
    <section className="panel revisions-panel">
      <h2>{t('revisions.title')}</h2>
      {revisions.error ? <Notice kind="error">{errorText(revisions.error)}</Notice> : null}
      <ol className="revision-list">
        {rows.map((revision, index) => (
          <li key={revision.revision} data-testid="revision">
            <div>
              <strong>{t('revisions.number', { revision: revision.revision })}</strong> ·{' '}
              {actionLabel(t, `content.${revision.action}`)}
              <br />
              <small>
                {dateTime(revision.createdAt)} · {revision.staffName}
              </small>
              <br />
              <span className="revision-title">{revision.title}</span>
            </div>
            {index > 0 ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  onRestore(revision.revision);
                }}
              >
                {t('revisions.restore')}
              </button>
            ) : (
              <span className="hint">{t('revisions.current')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
