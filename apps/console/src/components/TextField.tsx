import type { InputHTMLAttributes } from 'react';

/** A labelled one-line input whose value the form holds. */
export function TextField({
  label,
  value,
  onValue,
  hint,
  ...input
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        {...input}
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      />
      {hint ? <small>{hint}</small> : null}
    </label>
  );
}
