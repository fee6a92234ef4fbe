import type { FocusEvent } from 'react';
import Input, { type InputProps } from 'antd/es/input';
import type { FieldError } from '@cadeau/ui/form';
import { formatChf, formatChfAmount, parseChfToRappen } from '@cadeau/ui/format';
import { Field, controlState, type FieldProps } from './field';

type ChfFieldProps = FieldProps &
  Omit<InputProps, 'id' | 'status' | 'value' | 'onChange' | 'prefix'> & {
    /** What the person typed (a form's text value); `parseChfToRappen` reads it as integer Rappen. */
    value: string;
    onChange: (text: string) => void;
  };

/**
 * A labelled amount in CHF: typed as people write it (1234.50, 1'234.50, 1234,50) and sent as integer Rappen
 * (`parseChfToRappen`, no float). Leaving the field writes a valid amount the Swiss way (1'234.50); an invalid one
 * is left as typed, for `chfAmountError` to explain under it.
 */
export function ChfField({ id, label, error, help, value, onChange, onBlur, style, ...input }: ChfFieldProps) {
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    const rappen = parseChfToRappen(value);
    if (rappen !== null && value.trim() !== '') onChange(formatChfAmount(rappen));
    onBlur?.(e);
  };
  return (
    <Field id={id} label={label} error={error} help={help}>
      <Input
        {...controlState({ id, error, help })}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={blur}
        prefix="CHF"
        inputMode="decimal"
        autoComplete="off"
        style={{ maxWidth: 220, ...style }}
      />
    </Field>
  );
}

/**
 * What is wrong with a typed amount, as a `useForm` error: nothing typed (when `required`), no amount or more than
 * two decimals, below `min` or above `max` Rappen (named in CHF).
 */
export function chfAmountError(
  text: string,
  { required = true, min, max }: { required?: boolean; min?: number; max?: number } = {},
): FieldError {
  if (!text.trim()) return required ? 'common.chf.required' : undefined;
  const rappen = parseChfToRappen(text);
  if (rappen === null) return 'common.chf.invalid';
  if (min !== undefined && rappen < min) return { key: 'common.chf.tooSmall', values: { min: formatChf(min) } };
  if (max !== undefined && rappen > max) return { key: 'common.chf.tooLarge', values: { max: formatChf(max) } };
  return undefined;
}
