import { useState } from 'react';
import type { PresentEditor } from '@news/contract/console/presenceSchemas';
import { TAKEOVER_WORD_MAX } from '@news/contract/console/presenceSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import type { ItemPresence } from '../../lib/useItemPresence.ts';
import { errorText, Notice } from '../Notice.tsx';

/**
 * Who else has the item open, and the soft lock (issue 32): their initials and names; for a tab
 * without the lock, "X is editing — Take over" (with an optional word); for a tab whose lock was
 * taken, who took it and their word, with "Copy my text" and "Take back" — the form keeps the
 * unsaved text either way.
 */
export function PresenceBar({
  presence,
  myText,
}: {
  presence: ItemPresence;
  /** The form's text as it is now (unsaved changes included), for "Copy my text". */
  myText: () => string;
}) {
  const { t, lang } = useI18n();
  const [word, setWord] = useState('');
  const [said, setSaid] = useState<{ kind: 'error' | 'success'; text: string } | undefined>();
  const { others, holder, lost } = presence;
  if (others.length === 0 && !holder && !lost) return null;

  const takeOver = (text?: string): void => {
    setSaid(undefined);
    presence.takeOver(text).then(
      () => {
        setWord('');
      },
      (error: unknown) => {
        setSaid({ kind: 'error', text: errorText(error) });
      },
    );
  };
  const copy = (): void => {
    navigator.clipboard.writeText(myText()).then(
      () => {
        setSaid({ kind: 'success', text: t('presence.copied') });
      },
      (error: unknown) => {
        setSaid({ kind: 'error', text: errorText(error) });
      },
    );
  };
  // One name per staff member, however many tabs they have open.
  const names = [...new Set(others.map((editor) => editor.name))];

  return (
    <div className="presence" data-testid="presence">
      {names.length > 0 ? (
        <p className="presence-others">
          {names.map((name) => (
            <span key={name} className="presence-avatar" aria-hidden="true" title={name}>
              {initialOf(name)}
            </span>
          ))}
          <span>
            {t('presence.others', {
              names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names),
            })}
          </span>
        </p>
      ) : null}
      {lost ? (
        <Notice kind="info">
          <p data-testid="presence-lost">
            {lost.word
              ? t('presence.tookOver', { name: lost.by.name, word: lost.word })
              : t('presence.tookOverNoWord', { name: lost.by.name })}
          </p>
          <p>{t('presence.kept')}</p>
          <button type="button" onClick={copy}>
            {t('presence.copyMine')}
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              takeOver();
            }}
          >
            {t('presence.takeBack')}
          </button>
        </Notice>
      ) : holder ? (
        <HolderBanner
          holder={holder}
          word={word}
          onWord={setWord}
          onTakeOver={() => {
            takeOver(word);
          }}
        />
      ) : null}
      {said ? <Notice kind={said.kind}>{said.text}</Notice> : null}
    </div>
  );
}

function HolderBanner({
  holder,
  word,
  onWord,
  onTakeOver,
}: {
  holder: PresentEditor;
  word: string;
  onWord: (word: string) => void;
  onTakeOver: () => void;
}) {
  const { t } = useI18n();
  return (
    <Notice kind="info">
      <p data-testid="presence-holder">{t('presence.editing', { name: holder.name })}</p>
      <label className="presence-word">
        <span>{t('presence.word', { name: holder.name })}</span>
        <input
          type="text"
          value={word}
          maxLength={TAKEOVER_WORD_MAX}
          onChange={(event) => {
            onWord(event.target.value);
          }}
        />
      </label>{' '}
      <button type="button" onClick={onTakeOver}>
        {t('presence.takeOver')}
      </button>
    </Notice>
  );
}

/** The first letter of a name, for its round badge. */
function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name)[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}
