import { useState, type SyntheticEvent } from 'react';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { errorText, Notice } from '../components/Notice.tsx';
import { TextField } from '../components/TextField.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api, ConsoleApiError } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import { postSession } from '@news/contract/console/sessionEndpoints';

/** Sign-in: username and password, then the authenticator's code for staff who turned it on. */
export function SignInPage({ expired }: { expired: boolean }) {
  const { t } = useI18n();
  const { signedIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      signedIn(
        await api(postSession, {
          body: {
            username,
            password,
            ...(needsCode ? { totpCode } : {}),
          },
        }),
      );
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.reason === 'totpRequired') setNeedsCode(true);
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <form className="card" onSubmit={(event) => void submit(event)}>
        <div className="card-head">
          <h1>{t('signIn.title')}</h1>
          <LanguageSwitch />
        </div>
        {expired ? <Notice kind="info">{t('signIn.expired')}</Notice> : null}
        <TextField
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onValue={setUsername}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        {needsCode ? (
          <TextField
            label={t('signIn.totpCode')}
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,8}"
            required
            value={totpCode}
            onValue={setTotpCode}
          />
        ) : null}
        {error ? <Notice kind="error">{error}</Notice> : null}
        <button type="submit" className="primary" disabled={busy}>
          {t('signIn.submit')}
        </button>
        <p className="hint">{t('signIn.firstTime')}</p>
      </form>
    </main>
  );
}
