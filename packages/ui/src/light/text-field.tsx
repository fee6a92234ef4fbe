import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Translated message shown under the field; marks the input invalid for assistive technology. */
  error?: string | null;
  /** Translated help text under the field, read with it by screen readers. */
  hint?: string;
}

/**
 * A labelled input styled by the shell's light form kit (`.field*` in shell/src/index.html). Used where a
 * page must stay small; it matches antd's look in light and dark mode through the shell's CSS variables.
 */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => (
        // Read-only values (from the company register) look set, not editable.
        <input
          {...aria}
          className="field-input"
          style={input.readOnly ? { background: 'var(--c-hover)' } : undefined}
          {...input}
        />
      )}
    </Field>
  );
}
