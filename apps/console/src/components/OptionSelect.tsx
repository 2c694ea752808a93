/** A labelled select of options, with a first choice meaning "any" (value ''). */
export function OptionSelect({
  label,
  value,
  onValue,
  any,
  options,
  disabled = false,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  any: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <label>
      <span>{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
