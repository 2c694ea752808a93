import { useState, type SyntheticEvent } from 'react';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { type ReaderDetail } from '@news/contract/console/moderationSchemas';
import { errorText, Notice } from '../../components/Notice.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { postReadersByIdSuspendCommenting } from '@news/contract/console/readerEndpoints';

/** The lengths a moderator chooses from, in hours: an hour, a day, three days, a week, a month. */
const LENGTHS = [1, 24, 72, 168, 720] as const;

/**
 * Stops a reader commenting for a chosen time. The reason is what the reader reads when they
 * try to comment before it ends.
 */
export function SuspendCommentingForm({
  userId,
  userName,
  site,
  onDone,
}: {
  userId: string;
  userName: string;
  /** The reader's site: the reason is written in its language. */
  site: SiteLang;
  /** With the reader's account after the change, or nothing when the moderator gave up. */
  onDone: (detail: ReaderDetail | undefined) => void;
}) {
  const { t } = useI18n();
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setError('');
    api(postReadersByIdSuspendCommenting, {
      params: { id: userId },
      body: {
        hours,
        reason: reason.trim(),
      },
    }).then(onDone, (caught: unknown) => {
      setError(errorText(caught));
    });
  };
  return (
    <form className="inline-form" onSubmit={submit} data-testid="suspend-commenting">
      <strong>{t('readers.suspendCommentingOf', { name: userName })}</strong>
      <label>
        <span>{t('readers.for')}</span>
        <select
          value={hours}
          onChange={(e) => {
            setHours(Number(e.target.value));
          }}
        >
          {LENGTHS.map((h) => (
            <option key={h} value={h}>
              {t('readers.hours', { count: h })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('readers.reasonShown')}</span>
        <input
          name="reason"
          lang={siteByLang(site).locale}
          required
          maxLength={200}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
          }}
        />
      </label>
      <button type="submit" className="primary">
        {t('readers.suspendCommenting')}
      </button>
      <button
        type="button"
        onClick={() => {
          onDone(undefined);
        }}
      >
        {t('common.cancel')}
      </button>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </form>
  );
}
