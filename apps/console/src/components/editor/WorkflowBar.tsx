import { useState } from 'react';
import type { ItemDetail } from '@news/contract/console/itemSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/localTime.ts';
import { StatusBadge } from '../StatusBadge.tsx';

/**
 * Where the item is (draft → in review → approved → scheduled → published → unpublished, or sent
 * back for changes) and what this staff member can do next: a reporter saves, submits and sets
 * an embargo; an editor also reviews, publishes, schedules and unpublishes. The server refuses
 * the rest whatever this shows.
 */
export function WorkflowBar({
  detail,
  dirty,
  busy,
  onSave,
  onPublish,
  onUnpublish,
  onSchedule,
  reviews,
  onSubmit,
  onApprove,
  onRequestChanges,
  onEmbargo,
}: {
  detail: ItemDetail | undefined;
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onSchedule: (at: string) => void;
  /** Whether this staff member reviews and publishes on the item's site (an editor or admin). */
  reviews: boolean;
  onSubmit: () => void;
  onApprove: () => void;
  onRequestChanges: (note: string) => void;
  /** Sets the embargo (an instant) or lifts it (null). */
  onEmbargo: (until: string | null) => void;
}) {
  const { t, dateTime } = useI18n();
  const [at, setAt] = useState(() => toLocalInput(new Date(Date.now() + 3_600_000).toISOString()));
  const status = detail?.status ?? 'draft';
  const published = status === 'published';
  const [note, setNote] = useState('');
  const [embargoAt, setEmbargoAt] = useState(() =>
    toLocalInput(detail?.embargoUntil || new Date(Date.now() + 3_600_000).toISOString()),
  );
  const canSubmit = !!detail && (status === 'draft' || status === 'changesRequested');
  const canPublish = reviews && status !== 'inReview' && status !== 'changesRequested';
  // A writer changes only what is not yet handed in; editors any time before publication.
  const canEmbargo = !!detail && !published && (reviews || canSubmit);
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
        {detail?.embargoUntil ? (
          <small className="embargo" data-testid="embargo">
            {t('workflow.embargoedUntil', { at: dateTime(detail.embargoUntil) })}
          </small>
        ) : null}
      </div>
      {detail?.reviewNote ? (
        <p className="review-note" data-testid="review-note">
          {t('workflow.reviewNote', { note: detail.reviewNote })}
        </p>
      ) : null}
      <div className="workflow-actions">
        <button
          type="button"
          className="primary"
          disabled={busy || (!!detail && !dirty)}
          onClick={onSave}
        >
          {t('workflow.save')}
        </button>
        {canSubmit ? (
          <button type="button" disabled={busy} onClick={onSubmit}>
            {t('workflow.submit')}
          </button>
        ) : null}
        {reviews && status === 'inReview' ? (
          <button type="button" disabled={busy} onClick={onApprove}>
            {t('workflow.approve')}
          </button>
        ) : null}
        {reviews && (status === 'inReview' || status === 'approved') ? (
          <span className="request-changes">
            <label>
              <span>{t('workflow.note')}</span>
              <input
                name="reviewNote"
                maxLength={2000}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                }}
              />
            </label>
            <button
              type="button"
              disabled={busy || note.trim() === ''}
              title={note.trim() === '' ? t('workflow.noteFirst') : undefined}
              onClick={() => {
                onRequestChanges(note.trim());
                setNote('');
              }}
            >
              {t('workflow.requestChanges')}
            </button>
          </span>
        ) : null}
        {canPublish && !published ? (
          <button type="button" disabled={busy} onClick={onPublish}>
            {t('workflow.publish')}
          </button>
        ) : null}
        {reviews && (published || status === 'scheduled') ? (
          <button type="button" disabled={busy} onClick={onUnpublish}>
            {t('workflow.unpublish')}
          </button>
        ) : null}
        {canPublish && !published ? (
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
        {canEmbargo ? (
          <span className="schedule embargo-controls">
            <label>
              <span>{t('workflow.embargoAt')}</span>
              <input
                type="datetime-local"
                name="embargoAt"
                value={embargoAt}
                onChange={(event) => {
                  setEmbargoAt(event.target.value);
                }}
              />
            </label>
            <button
              type="button"
              disabled={busy || !fromLocalInput(embargoAt)}
              onClick={() => {
                onEmbargo(fromLocalInput(embargoAt));
              }}
            >
              {t('workflow.setEmbargo')}
            </button>
            {detail.embargoUntil && reviews ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  onEmbargo(null);
                }}
              >
                {t('workflow.liftEmbargo')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}
