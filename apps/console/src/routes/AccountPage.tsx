import { useState } from 'react';
import { type TotpSetup } from '@news/contract/console/staffSchemas';
import { errorText, Notice } from '../components/Notice.tsx';
import { TextField } from '../components/TextField.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useSession, useStaff } from '../lib/session.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';
import {
  getSession,
  postSessionTotpDisable,
  postSessionTotpEnable,
  postSessionTotpSetup,
} from '@news/contract/console/sessionEndpoints';

/** The signed-in staff member's own account: password and the authenticator app. */
export function AccountPage() {
  const { t } = useI18n();
  const staff = useStaff();
  return (
    <section className="account-page">
      <h1>{t('account.title')}</h1>
      <p>
        {t('account.who', {
          name: staff.username,
          role: t(`role.${staff.role}`),
          sites: staff.sites.map((s) => t(`site.${s}`)).join(', '),
        })}
      </p>
      <ChangePasswordPage />
      <SecondFactor />
    </section>
  );
}

/**
 * The second factor: setting it up, replacing it and turning it off all ask for the password,
 * and for the current app's code while it is on — a session left open on a desk must not be
 * enough to move it to another phone.
 */
function SecondFactor() {
  const { t } = useI18n();
  const staff = useStaff();
  const { state, signedIn } = useSession();
  const [setup, setSetup] = useState<TotpSetup | undefined>(undefined);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [error, setError] = useState('');
  const refresh = async (): Promise<void> => {
    const session = await api(getSession);
    if (session) signedIn(session);
  };
  const act = async (work: () => Promise<void>): Promise<void> => {
    setError('');
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  const proof = () => ({
    password,
    ...(staff.totpEnabled ? { totpCode: currentCode } : {}),
  });
  const startSetup = (): void => {
    void act(async () => {
      setSetup(await api(postSessionTotpSetup, { body: proof() }));
      setCurrentCode('');
    });
  };
  if (state.status !== 'signedIn') return null;
  const proofFields = (
    <>
      <TextField
        label={t('totp.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
      />
      {staff.totpEnabled ? (
        <TextField
          label={t('totp.currentCode')}
          name="currentCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={currentCode}
          onValue={setCurrentCode}
        />
      ) : null}
    </>
  );
  return (
    <section className="card">
      <h2>{t('totp.title')}</h2>
      <p>{staff.totpEnabled ? t('totp.on') : t('totp.off')}</p>
      {setup ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              await api(postSessionTotpEnable, { body: { code, password } });
              setSetup(undefined);
              setCode('');
              setPassword('');
              await refresh();
            });
          }}
        >
          <p>{t('totp.scan')}</p>
          <img
            className="qr"
            alt={t('totp.qrAlt')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          />
          <p>
            {t('totp.secret')} <code>{setup.secret}</code>
          </p>
          <TextField
            label={t('totp.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onValue={setCode}
          />
          <button type="submit" className="primary">
            {t('totp.enable')}
          </button>
        </form>
      ) : staff.totpEnabled ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              await api(postSessionTotpDisable, { body: proof() });
              setPassword('');
              setCurrentCode('');
              await refresh();
            });
          }}
        >
          <p>{t('totp.proveIt')}</p>
          {proofFields}
          <div className="actions">
            <button type="submit">{t('totp.disable')}</button>
            <button type="button" onClick={startSetup}>
              {t('totp.replace')}
            </button>
          </div>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            startSetup();
          }}
        >
          <p>{t('totp.proveIt')}</p>
          {proofFields}
          <button type="submit">{t('totp.start')}</button>
        </form>
      )}
      {error ? <Notice kind="error">{error}</Notice> : null}
    </section>
  );
}
