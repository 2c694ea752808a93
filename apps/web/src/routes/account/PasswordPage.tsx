import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod/mini';
import { validateConfirm, validatePassword, validateRequired } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { sealPassword } from '../../lib/passwordCipher.ts';
import { goBack } from '../../lib/router/navigation.ts';
import { FormField } from './FormField.tsx';
import { validationText } from './validationText.ts';
import '../../styles/account.css';

/**
 * alertpwd: change the password (old, new, confirm). The server ends every other session; this
 * one goes on.
 */
export function PasswordPage() {
  const { t } = useI18n();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, MessageKey | undefined>>({});
  const [busy, setBusy] = useState(false);
  const err = (key: string): string | undefined => {
    const message = errors[key];
    return message ? t(message) : undefined;
  };
  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const next = {
      old: validationText(validateRequired(old)),
      password: validationText(validatePassword(password)),
      confirm: validationText(validateConfirm(password, confirm)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await api('/resetPassword', z.null(), {
        method: 'POST',
        auth: true,
        params: {
          oldPassword: await sealPassword(old),
          newPassword: await sealPassword(password),
          confirmPassword: await sealPassword(confirm),
        },
      });
      showToast(t('password.changed'));
      goBack();
    } catch {
      // The server's reason (a wrong old password) was shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account-page">
      <PageHeader title={t('settings.changePassword')} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('password.old')}
          type="password"
          autoComplete="current-password"
          maxLength={16}
          value={old}
          error={err('old')}
          onChange={(event) => {
            setOld(event.target.value);
          }}
        />
        <FormField
          label={t('retrieve.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={16}
          value={password}
          error={err('password')}
          hint={t('form.passwordHint')}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <FormField
          label={t('login.confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={16}
          value={confirm}
          error={err('confirm')}
          onChange={(event) => {
            setConfirm(event.target.value);
          }}
        />
        <p className="form-hint">{t('password.othersSignedOut')}</p>
        <button type="submit" className="primary wide" disabled={busy}>
          {t('retrieve.save')}
        </button>
      </form>
    </div>
  );
}
