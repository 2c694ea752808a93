import { useState } from 'react';
import type { ItemDetail } from '@news/contract/console/itemSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/localTime.ts';
import { StatusBadge } from '../StatusBadge.tsx';

/** Where the item is (draft → scheduled → published → unpublished) and what can be done next. */
export function WorkflowBar({
  detail,
  dirty,
  busy,
  onSave,
  onPublish,
  onUnpublish,
  onSchedule,
}: {
  detail: ItemDetail | undefined;
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onSchedule: (at: string) => void;
}) {
  const { t, dateTime } = useI18n();
  const [at, setAt] = useState(() => toLocalInput(new Date(Date.now() + 3_600_000).toISOString()));
  const status = detail?.status ?? 'draft';
  const published = status === 'published';
  return (
    <div className="workflow-bar" data-testid="workflow">
      <div className="workflow-state">
        <StatusBadge status={status} />
        {detail ? (
          <small>
            {status === 'scheduled'
              ? t('workflow.scheduledFor', { at: dateTime(detail.publishDate) })
              : published
                ? t('workflow.publishedAt', { at: dateTime(detail.publishDate) })
                : t('workflow.version', { version: detail.version })}
          </small>
        ) : (
          <small>{t('workflow.unsaved')}</small>
        )}
        {dirty ? <small className="dirty">{t('workflow.unsavedChanges')}</small> : null}
      </div>
      <div className="workflow-actions">
        <button
          type="button"
          className="primary"
          disabled={busy || (!!detail && !dirty)}
          onClick={onSave}
        >
          {t('workflow.save')}
        </button>
        {!published ? (
          <button type="button" disabled={busy} onClick={onPublish}>
            {t('workflow.publish')}
          </button>
        ) : null}
        {published || status === 'scheduled' ? (
          <button type="button" disabled={busy} onClick={onUnpublish}>
            {t('workflow.unpublish')}
          </button>
        ) : null}
        {!published ? (
          <span className="schedule">
            <label>
              <span>{t('workflow.scheduleAt')}</span>
              <input
                type="datetime-local"
                name="scheduleAt"
                value={at}
                onChange={(event) => {
                  setAt(event.target.value);
                }}
              />
            </label>
            <button
              type="button"
              disabled={busy || !fromLocalInput(at)}
              onClick={() => {
                onSchedule(fromLocalInput(at));
              }}
            >
              {t('workflow.schedule')}
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
