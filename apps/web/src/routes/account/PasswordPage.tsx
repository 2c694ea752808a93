import { useState, type SyntheticEvent } from 'react';
import { validateRequired } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { changePassword } from '../../features/account/accountApi.ts';
import { newPasswordErrors } from '../../features/account/newPasswordErrors.ts';
import { NewPasswordFields, type NewPassword } from '../../features/account/NewPasswordFields.tsx';
import { PasswordField } from '../../features/account/PasswordField.tsx';
import { useFormSubmit } from '../../features/account/useFormSubmit.ts';
import { validationText } from '../../features/account/validationText.ts';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { goBack } from '../../lib/router/navigation.ts';
import '../../styles/account.css';

/**
 * alertpwd: change the password (old, new, confirm). The server ends every other session; this
 * one goes on.
 */
export function PasswordPage() {
  const { t } = useI18n();
  const [old, setOld] = useState('');
  const [fresh, setFresh] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<'old' | keyof NewPassword, MessageKey>>>({});
  const { busy, submit: send } = useFormSubmit();
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const next = { old: validationText(validateRequired(old)), ...newPasswordErrors(fresh) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    send(async () => {
      await changePassword(old, fresh.password, fresh.confirm);
      showToast(t('password.changed'));
      goBack();
    });
  };
  return (
    <div className="account-page">
      <PageHeader title={t('settings.changePassword')} />
      <form className="account-form" noValidate onSubmit={submit}>
        <PasswordField
          label={t('password.old')}
          purpose="current"
          value={old}
          error={errors.old ? t(errors.old) : undefined}
          onChange={setOld}
        />
        <NewPasswordFields
          label="retrieve.newPassword"
          value={fresh}
          errors={errors}
          onChange={setFresh}
        />
        <p className="form-hint">{t('password.othersSignedOut')}</p>
        <button type="submit" className="primary wide" disabled={busy}>
          {t('retrieve.save')}
        </button>
      </form>
    </div>
  );
}
