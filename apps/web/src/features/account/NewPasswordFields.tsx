import type { MessageKey } from '../../i18n/i18n.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { PasswordField } from './PasswordField.tsx';

export interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * A new password and its confirmation, as registration, changing the password and finding it
 * again all ask for them: the password rule under the first, each field's error under it.
 */
export function NewPasswordFields({
  label,
  value,
  onChange,
  errors,
}: {
  /** What the first field is called on this screen ("Password", "New password"). */
  label: MessageKey;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { password?: MessageKey | undefined; confirm?: MessageKey | undefined };
}) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        label={t(label)}
        purpose="new"
        value={value.password}
        error={errors.password ? t(errors.password) : undefined}
        hint={t('form.passwordHint')}
        onChange={(password) => {
          onChange({ ...value, password });
        }}
      />
      <PasswordField
        label={t('login.confirmPassword')}
        purpose="new"
        value={value.confirm}
        error={errors.confirm ? t(errors.confirm) : undefined}
        onChange={(confirm) => {
          onChange({ ...value, confirm });
        }}
      />
    </>
  );
}
