import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { SiteSettings } from '@news/contract/console/siteSettingsSchemas';
import { errorText, Notice } from '../../components/Notice.tsx';
import { useI18n } from '../../i18n/I18n.tsx';

/** One part of a site's operations, saved on its own; the answer is the site's settings after. */
export function SettingsSection({
  title,
  name,
  save,
  onSaved,
  children,
}: {
  title: string;
  name: string;
  save: () => Promise<SiteSettings>;
  onSaved: (settings: SiteSettings) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setMessage(undefined);
    setBusy(true);
    save().then(
      (after) => {
        setBusy(false);
        onSaved(after);
        setMessage({ kind: 'success', text: t('moderationSettings.saved') });
      },
      (caught: unknown) => {
        setBusy(false);
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };
  return (
    <form className="settings-section" onSubmit={submit} data-testid={`settings-${name}`}>
      <h2>{title}</h2>
      {children}
      <button type="submit" className="primary" disabled={busy}>
        {t('common.save')}
      </button>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
    </form>
  );
}
