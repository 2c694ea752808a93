import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { writeItem } from '../lib/storage.ts';

/**
 * The privacy prompt (appPrivacy, docs/product.md §3): agree, or not now — then it says what stays off until
 * the reader agrees. A modal dialog: focus moves into it and stays there, and Escape does not
 * dismiss it, because it needs an answer. `onAgree` decides where the reader goes next: over a
 * page they stay on it; on the prompt's own route they go home.
 */
export function PrivacyPrompt({ onAgree }: { onAgree: () => void }) {
  const { t } = useI18n();
  const [declined, setDeclined] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const agree = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    agree.current?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={dialog}
      className="sheet privacy-sheet"
      role="dialog"
      aria-modal="true"
      aria-labelledby="privacy-title"
      aria-describedby="privacy-body"
      data-testid="privacy-prompt"
      onKeyDown={keepFocusInside}
    >
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <p id="privacy-body">{declined ? t('privacy.declined') : t('privacy.body')}</p>
      <button
        ref={agree}
        type="button"
        className="primary"
        onClick={() => {
          writeItem('privacyAccepted', 'yes');
          onAgree();
        }}
      >
        {t('privacy.agree')}
      </button>
      {!declined ? (
        <button
          type="button"
          onClick={() => {
            writeItem('privacyAccepted', 'no');
            setDeclined(true);
            agree.current?.focus();
          }}
        >
          {t('privacy.decline')}
        </button>
      ) : null}
    </div>
  );
}
