import type { ValidationResult } from '@news/contract/validators';
import type { MessageKey } from '../../i18n/i18n.tsx';

const TEXT: Record<Exclude<ValidationResult, { ok: true }>['reason'], MessageKey> = {
  required: 'form.required',
  passwordLength: 'form.passwordLength',
  passwordClasses: 'form.passwordClasses',
  mismatch: 'form.mismatch',
  idNumber: 'form.idNumber',
  bioTooLong: 'form.bioTooLong',
  usernameFormat: 'form.usernameFormat',
};

/** The message key for a failed contract validation (the rules the server enforces too). */
export function validationText(result: ValidationResult): MessageKey | undefined {
  return result.ok ? undefined : TEXT[result.reason];
}
