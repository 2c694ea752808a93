import { useState, type SyntheticEvent } from 'react';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  staffPasswordProblem,
} from '@news/contract/console/staffPassword';
import { errorText, Notice } from '../components/Notice.tsx';
import { TextField } from '../components/TextField.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import { postSessionPassword } from '@news/contract/console/sessionEndpoints';

/**
 * The password change: forced after signing in with a one-time password (nothing else opens
 * until it is done), or chosen from the account page. Every other session ends with it.
 */
export function ChangePasswordPage({ forced = false }: { forced?: boolean }) {
  const { t } = useI18n();
  const { state, signedIn, signOut } = useSession();
  const username = state.status === 'signedIn' ? state.session.staff.username : '';
  const totpEnabled = state.status === 'signedIn' && state.session.staff.totpEnabled;
  const [current, setCurrent] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setError('');
    setDone(false);
    const problem = staffPasswordProblem(next, username);
    const refusal =
      problem === 'length'
        ? t('password.length', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX })
        : problem === 'username'
          ? t('password.username')
          : next !== repeat
            ? t('password.mismatch')
            : '';
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    try {
      signedIn(
        await api(postSessionPassword, {
          body: {
            currentPassword: current,
            newPassword: next,
            // With the second factor on, the password alone does not change the password.
            ...(totpEnabled ? { totpCode } : {}),
          },
        }),
      );
      setCurrent('');
      setTotpCode('');
      setNext('');
      setRepeat('');
      setDone(true);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <form className="card" onSubmit={(event) => void submit(event)}>
      <h1>{forced ? t('password.forcedTitle') : t('password.title')}</h1>
      {forced ? <p>{t('password.forcedText')}</p> : null}
      <TextField
        label={forced ? t('password.oneTime') : t('password.current')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onValue={setCurrent}
      />
      {totpEnabled ? (
        <TextField
          label={t('totp.currentCode')}
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={totpCode}
          onValue={setTotpCode}
        />
      ) : null}
      <TextField
        label={t('password.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onValue={setNext}
        hint={t('password.rule', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX })}
      />
      <TextField
        label={t('password.repeat')}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onValue={setRepeat}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      {done ? <Notice kind="success">{t('password.changed')}</Notice> : null}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('password.submit')}
        </button>
        {forced ? (
          <button
            type="button"
            onClick={() => {
              void signOut();
            }}
          >
            {t('nav.signOut')}
          </button>
        ) : null}
      </div>
    </form>
  );
  return forced ? <main className="sign-in">{form}</main> : form;
}
