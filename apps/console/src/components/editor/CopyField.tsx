import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';

/** How long the button says "Copied" after a copy. */
const COPIED_MS = 2_000;

/**
 * A value to hand to an encoder (its server address, its stream key): shown read-only to select,
 * with a button that copies it through the Clipboard API and says so. A secret one is hidden
 * until "Show" (someone may be looking at the screen), and copies without being shown.
 */
export function CopyField({
  label,
  value,
  name,
  secret = false,
}: {
  label: string;
  value: string;
  name: string;
  secret?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(!secret);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>(undefined);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => {
      setOutcome(undefined);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome]);

  const copy = (): void => {
    // No clipboard outside a secure context (plain http): the field is there to select by hand.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(value).then(
      () => {
        setOutcome('copied');
      },
      () => {
        setOutcome('failed');
      },
    );
  };

  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input
          id={id}
          name={name}
          readOnly
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        {secret ? (
          <button
            type="button"
            aria-pressed={shown}
            aria-label={shown ? t('desk.hideLabel', { label }) : t('desk.showLabel', { label })}
            onClick={() => {
              setShown(!shown);
            }}
          >
            {shown ? t('desk.hide') : t('desk.show')}
          </button>
        ) : null}
        <button
          type="button"
          aria-label={
            outcome === 'copied' ? t('desk.copiedLabel', { label }) : t('desk.copyLabel', { label })
          }
          disabled={!value}
          onClick={copy}
        >
          {outcome === 'copied' ? t('desk.copied') : t('desk.copy')}
        </button>
      </div>
      <span role="status" className="copy-outcome">
        {outcome === 'copied'
          ? t('desk.copiedLabel', { label })
          : outcome === 'failed'
            ? t('desk.copyFailed')
            : ''}
      </span>
    </div>
  );
}
