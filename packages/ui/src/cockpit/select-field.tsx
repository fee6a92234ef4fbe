import Select, { type SelectProps } from 'antd/es/select';
import { Field, controlState, type FieldProps } from './field';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

type SelectFieldProps<V extends string> = FieldProps &
  Omit<SelectProps<V, Choice<V>>, 'id' | 'status' | 'options' | 'onChange'> & {
    options: Choice<V>[];
    onChange: (value: V) => void;
  };

/**
 * A labelled antd Select (one value) with its error or help below it and wired to it: a combobox the keyboard
 * opens with Enter or the arrow keys and screen readers announce with its label and the active option.
 */
export function SelectField<V extends string = string>({
  id,
  label,
  error,
  help,
  options,
  onChange,
  style,
  ...select
}: SelectFieldProps<V>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <Select<V, Choice<V>>
        {...controlState({ id, error, help })}
        {...select}
        options={options}
        onChange={(value) => onChange(value)}
        style={{ width: '100%', ...style }}
      />
    </Field>
  );
}
