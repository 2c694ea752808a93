import type { ChangeEvent } from 'react';
import { PASSWORD_MAX } from '@news/contract/validators';
import { FormField } from './FormField.tsx';

/**
 * One password input: masked, as long as the password rule allows, and marked for the browser's
 * password manager as the password in use or a new one.
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  purpose,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  purpose: 'current' | 'new';
}) {
  return (
    <FormField
      label={label}
      type="password"
      value={value}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      maxLength={PASSWORD_MAX}
      error={error}
      hint={hint}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange(event.target.value);
      }}
    />
  );
}
