import { useState, type SyntheticEvent } from 'react';
import { siteByLang } from '@news/contract/sites';
import { useParams } from 'react-router';
import type { ReaderDetail } from '@news/contract/console/moderationSchemas';
import { errorText, Notice } from '../components/Notice.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { api, type CallInput } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { SuspendCommentingForm } from './moderation/SuspendCommentingForm.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import {
  getReadersById,
  postReadersByIdEndSessions,
  postReadersByIdMessage,
  postReadersByIdRestore,
  postReadersByIdSuspend,
} from '@news/contract/console/readerEndpoints';

/** What the reader page can do to an account; each answers the reader as it is now. */
type ReaderAction =
  | typeof postReadersByIdSuspend
  | typeof postReadersByIdMessage
  | typeof postReadersByIdRestore
  | typeof postReadersByIdEndSessions;

/**
 * One reader as a moderator may see them — never a hash, the ID number only masked — with
 * what a moderator may do: suspend, stop commenting for a time, restore, end every session,
 * send a message.
 */
export function ReaderPage() {
  const can = useCan();
  return can('moderation') ? <Reader /> : <NotFoundPage />;
}

function Reader() {
  const { t, dateTime, number } = useI18n();
  const { id = '' } = useParams();
  const loaded = useLoad(() => api(getReadersById, { params: { id } }), id);
  const [reader, setReader] = useState<ReaderDetail | undefined>(undefined);
  const [form, setForm] = useState<'suspend' | 'commenting' | 'message' | undefined>(undefined);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const shown = reader ?? loaded.data;
  if (loaded.error && !shown) return <Notice kind="error">{errorText(loaded.error)}</Notice>;
  if (!shown) return null;

  const call = <E extends ReaderAction>(
    action: E,
    body: CallInput<E>['body'],
    done: MessageKey,
  ): void => {
    setMessage(undefined);
    api<ReaderAction>(action, { params: { id }, body }).then(
      (after) => {
        setReader(after);
        setForm(undefined);
        setText('');
        setMessage({ kind: 'success', text: t(done) });
      },
      (caught: unknown) => {
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (form === 'suspend')
      call(postReadersByIdSuspend, { reason: text.trim() }, 'readers.suspended');
    if (form === 'message')
      call(postReadersByIdMessage, { body: text.trim() }, 'readers.messageSent');
  };
  const facts: [MessageKey, string][] = [
    ['registrations.username', shown.username],
    ['readers.name', shown.name],
    ['items.filter.site', t(`site.${shown.site}`)],
    ['readers.status', t(`readers.status.${shown.status}` as MessageKey)],
    ['registrations.at', dateTime(shown.createdAt)],
    ['readers.comments', number(shown.commentCount)],
    ['readers.phone', shown.phone],
    ['readers.idNumber', shown.idNumberMasked],
    ['readers.sessions', number(shown.activeSessions)],
    ['readers.suspensionReason', shown.suspensionReason],
    [
      'readers.commenting',
      shown.commentSuspendedUntil
        ? t('readers.commentingUntil', {
            until: dateTime(shown.commentSuspendedUntil),
            reason: shown.commentSuspensionReason,
          })
        : t('readers.commentingAllowed'),
    ],
    ['readers.reviewNote', shown.reviewNote],
  ];

  return (
    <section className="reader-page" data-testid="reader">
      <h1>{shown.username}</h1>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <dl className="facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="row-actions">
        {shown.status === 'active' ? (
          <button
            type="button"
            onClick={() => {
              setForm('suspend');
            }}
          >
            {t('readers.suspend')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            setForm('commenting');
          }}
        >
          {t('readers.suspendCommenting')}
        </button>
        {shown.status === 'suspended' || shown.commentSuspendedUntil ? (
          <button
            type="button"
            onClick={() => {
              call(postReadersByIdRestore, undefined, 'readers.restored');
            }}
          >
            {t('readers.restore')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            call(postReadersByIdEndSessions, undefined, 'readers.sessionsEnded');
          }}
        >
          {t('readers.endSessions')}
        </button>
        <button
          type="button"
          onClick={() => {
            setForm('message');
          }}
        >
          {t('readers.sendMessage')}
        </button>
      </div>
      {form === 'commenting' ? (
        <SuspendCommentingForm
          userId={shown.id}
          userName={shown.username}
          site={shown.site}
          onDone={(after) => {
            setForm(undefined);
            if (after) {
              setReader(after);
              setMessage({ kind: 'success', text: t('readers.commentingStopped') });
            }
          }}
        />
      ) : null}
      {form === 'suspend' || form === 'message' ? (
        <form className="inline-form" onSubmit={submit}>
          <label>
            <span>{t(form === 'suspend' ? 'readers.suspendReason' : 'readers.messageText')}</span>
            <textarea
              name="text"
              lang={siteByLang(shown.site).locale}
              required
              rows={3}
              maxLength={form === 'suspend' ? 200 : 1000}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
              }}
            />
          </label>
          <button type="submit" className="primary">
            {t(form === 'suspend' ? 'readers.suspend' : 'readers.sendMessage')}
          </button>
          <button
            type="button"
            onClick={() => {
              setForm(undefined);
            }}
          >
            {t('common.cancel')}
          </button>
        </form>
      ) : null}
      <h2>{t('readers.recentComments')}</h2>
      <ul className="plain-list">
        {shown.recentComments.map((c) => (
          <li key={c.id}>
            <span className="badge">{t(`comments.status.${c.status}` as MessageKey)}</span>{' '}
            {c.content} <span className="hint">{c.contentTitle}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
