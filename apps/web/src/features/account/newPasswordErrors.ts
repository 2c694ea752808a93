import { validateConfirm, validatePassword } from '@news/contract/validators';
import type { MessageKey } from '../../i18n/i18n.tsx';
import type { NewPassword } from './NewPasswordFields.tsx';
import { validationText } from './validationText.ts';

/** What is wrong with a new password and its confirmation, by the rules the server enforces. */
export function newPasswordErrors(value: NewPassword): {
  password: MessageKey | undefined;
  confirm: MessageKey | undefined;
} {
  return {
    password: validationText(validatePassword(value.password)),
    confirm: validationText(validateConfirm(value.password, value.confirm)),
  };
}
