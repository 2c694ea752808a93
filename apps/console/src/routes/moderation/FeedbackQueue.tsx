import { useState, type SyntheticEvent } from 'react';
import { siteByLang } from '@news/contract/sites';
import { FEEDBACK_STATES, type Feedback } from '@news/contract/console/moderationSchemas';
import { errorText, Notice } from '../../components/Notice.tsx';
import { OptionSelect } from '../../components/OptionSelect.tsx';
import {
  BulkBar,
  QueueEnd,
  QueueMessages,
  QueueRow,
  SelectAllCell,
  SelectCell,
} from '../../components/QueueParts.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { api } from '../../lib/api.ts';
import type { SiteChoice } from '../../lib/siteQuery.ts';
import { useQueueKeys } from '../../lib/useQueueKeys.ts';
import { QUEUE_PAGE_SIZE, useQueuePage } from '../../lib/useQueuePage.ts';
import { postFeedbackByIdAnswer } from '@news/contract/console/moderationEndpoints';
import { getFeedback, postFeedbackActions } from '@news/contract/console/moderationEndpoints';

/**
 * Readers' feedback: mark read or handled, and answer (the answer reaches the reader's
 * messages). Keys: j/k move, x selects, e marks read, h marks handled.
 */
export function FeedbackQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime } = useI18n();
  const [state, setState] = useState('');
  const [words, setWords] = useState('');
  const [answering, setAnswering] = useState<string | undefined>(undefined);
  const queue = useQueuePage({
    endpoint: getFeedback,
    filters: { site, state, q: words.trim() },
    keyOf: (row) => row.id,
    onChange,
  });
  const { rows, selection, pageNo, setPageNo, list, changed } = queue;

  const act = async (action: 'read' | 'handled', ids: string[]): Promise<void> => {
    if (ids.length === 0) return;
    await queue.run(postFeedbackActions, { action, ids });
  };
  useQueueKeys(selection, queue.keys, {
    e: (ids) => void act('read', ids),
    h: (ids) => void act('handled', ids),
  });

  return (
    <div className="queue" data-testid="feedback-queue">
      <div className="filters">
        <OptionSelect
          label={t('feedback.state')}
          value={state}
          onValue={(v) => {
            setState(v);
            setPageNo(1);
          }}
          any={t('feedback.anyState')}
          options={FEEDBACK_STATES.map((s) => ({
            value: s,
            label: t(`feedback.state.${s}` as MessageKey),
          }))}
        />
        <label>
          <span>{t('comments.words')}</span>
          <input
            type="search"
            value={words}
            onChange={(e) => {
              setWords(e.target.value);
              setPageNo(1);
            }}
          />
        </label>
      </div>
      <p className="hint">{t('feedback.keys')}</p>
      <BulkBar
        selection={selection}
        actions={[
          { label: t('feedback.markRead'), act: (ids) => void act('read', ids) },
          { label: t('feedback.markHandled'), act: (ids) => void act('handled', ids) },
        ]}
      />
      <QueueMessages queue={queue} />
      <table className="items-table queue-table">
        <thead>
          <tr>
            <SelectAllCell selection={selection} rows={rows.length} />
            <th scope="col">{t('feedback.body')}</th>
            <th scope="col">{t('feedback.from')}</th>
            <th scope="col">{t('feedback.state')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <QueueRow key={row.id} testId="feedback-row" selection={selection} index={index}>
              <SelectCell selection={selection} id={row.id} label={row.id} />
              <td className="comment-text">
                {row.body}
                {row.answer ? (
                  <blockquote>
                    {t('feedback.answered', { at: row.answeredAt ? dateTime(row.answeredAt) : '' })}{' '}
                    {row.answer}
                  </blockquote>
                ) : null}
                {answering === row.id ? (
                  <AnswerForm
                    feedback={row}
                    onDone={(answered) => {
                      setAnswering(undefined);
                      if (answered) changed();
                    }}
                  />
                ) : null}
              </td>
              <td>
                {row.userName || t('feedback.signedOut')}
                {row.contact ? <div className="hint">{row.contact}</div> : null}
                <div className="hint">
                  {t(`site.${row.site}`)} · {dateTime(row.createdAt)}
                </div>
              </td>
              <td>{t(`feedback.state.${row.state}` as MessageKey)}</td>
              <td className="row-actions">
                {row.userId ? (
                  <button
                    type="button"
                    onClick={() => {
                      setAnswering(row.id);
                    }}
                  >
                    {t('feedback.answer')}
                  </button>
                ) : null}
                <button type="button" onClick={() => void act('handled', [row.id])}>
                  {t('feedback.markHandled')}
                </button>
              </td>
            </QueueRow>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        pageNo={pageNo}
        pageSize={QUEUE_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </div>
  );
}

function AnswerForm({
  feedback,
  onDone,
}: {
  feedback: Feedback;
  onDone: (answered: boolean) => void;
}) {
  const { t } = useI18n();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setError('');
    api(postFeedbackByIdAnswer, { params: { id: feedback.id }, body: { body: body.trim() } }).then(
      () => {
        onDone(true);
      },
      (caught: unknown) => {
        setError(errorText(caught));
      },
    );
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label>
        <span>{t('feedback.answerLabel')}</span>
        <textarea
          name="answer"
          lang={siteByLang(feedback.site).locale}
          required
          maxLength={2000}
          rows={3}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
          }}
        />
      </label>
      <button type="submit" className="primary">
        {t('feedback.send')}
      </button>
      <button
        type="button"
        onClick={() => {
          onDone(false);
        }}
      >
        {t('common.cancel')}
      </button>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </form>
  );
}
