import { useState, type SyntheticEvent } from 'react';
import {
  deleteItemsByIdNotesByNoteId,
  getItemsByIdMentionable,
  getItemsByIdNotes,
  postItemsByIdNotes,
} from '@news/contract/console/noteEndpoints';
import { NOTE_MAX } from '@news/contract/console/noteSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';

/** The `@name` being typed at the end of the text, if any. */
const TYPING_MENTION = /(?:^|\s)@([a-z0-9._-]*)$/i;
/** The most names the suggestions offer at once. */
const SUGGESTIONS = 6;

/**
 * The item's internal notes beside the editor (issue 32): the newsroom's conversation about it,
 * which readers never see. Typing `@` offers the staff of the item's site; a name of one of them
 * tells them (their Mentions count goes up). Authors delete their own notes.
 */
export function NotesPanel({ itemId, version }: { itemId: string; version: number }) {
  const { t, dateTime } = useI18n();
  // Loaded again with each version: a request for changes adds a note.
  const notes = useLoad(
    () => api(getItemsByIdNotes, { params: { id: itemId } }),
    `${itemId}:${String(version)}`,
  );
  const staff = useLoad(() => api(getItemsByIdMentionable, { params: { id: itemId } }), itemId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const typing = TYPING_MENTION.exec(text)?.[1]?.toLowerCase();
  const suggestions =
    typing === undefined
      ? []
      : (staff.data ?? []).filter((s) => s.username.startsWith(typing)).slice(0, SUGGESTIONS);

  const complete = (username: string): void => {
    setText(text.replace(/@[a-z0-9._-]*$/i, `@${username} `));
  };

  const send = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setError('');
    try {
      await api(postItemsByIdNotes, { params: { id: itemId }, body: { body: text } });
      setText('');
      notes.reload();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <section className="panel notes" data-testid="notes-panel">
      <h2>{t('notes.title')}</h2>
      <p className="hint">{t('notes.hint')}</p>
      {notes.error ? <Notice kind="error">{errorText(notes.error)}</Notice> : null}
      {notes.data?.length === 0 ? <p className="hint">{t('notes.empty')}</p> : null}
      <ul className="note-list">
        {(notes.data ?? []).map((note) => (
          <li key={note.id} data-testid="note">
            <small>
              {dateTime(note.createdAt)} · {note.authorName}
            </small>
            <p className="note-body">{note.body}</p>
            {note.mentions.length > 0 ? (
              <small>
                {t('notes.told', { names: note.mentions.map((m) => `@${m}`).join(', ') })}
              </small>
            ) : null}
            {note.own ? (
              <button
                type="button"
                onClick={() => {
                  api(deleteItemsByIdNotesByNoteId, {
                    params: { id: itemId, noteId: note.id },
                  }).then(notes.reload, (caught: unknown) => {
                    setError(errorText(caught));
                  });
                }}
              >
                {t('notes.delete')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void send(event)}>
        <label className="field">
          <span>{t('notes.text')}</span>
          <textarea
            name="noteText"
            rows={3}
            required
            maxLength={NOTE_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
            }}
          />
        </label>
        {suggestions.length > 0 ? (
          <div className="mention-suggestions" role="group" aria-label={t('notes.suggestions')}>
            {suggestions.map((s) => (
              <button
                key={s.id}
                type="button"
                onClick={() => {
                  complete(s.username);
                }}
              >
                @{s.username}
              </button>
            ))}
          </div>
        ) : null}
        <button type="submit" className="primary">
          {t('notes.add')}
        </button>
      </form>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </section>
  );
}
