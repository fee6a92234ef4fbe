import Checkbox from 'antd/es/checkbox';

/**
 * A group of antd checkboxes in a fieldset whose legend names the group for screen readers (visually hidden
 * where the context names it already). `required` keeps the last checked one from being unchecked.
 */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  required,
  describedBy,
  testId,
}: {
  legend: string;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  return (
    <fieldset
      aria-describedby={describedBy}
      disabled={disabled}
      data-testid={testId}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend className="visually-hidden">{legend}</legend>
      <Checkbox.Group<V>
        options={options}
        value={value}
        disabled={disabled}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}
        onChange={(next) => {
          if (required && !next.length) return;
          // In the options' order, whatever order they were checked in.
          onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
        }}
      />
    </fieldset>
  );
}
