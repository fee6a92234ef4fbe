import { useId, type InputHTMLAttributes } from 'react';

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
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {/* Read-only values (from the company register) look set, not editable. */}
      <input id={id} className="field-input" style={input.readOnly ? { background: 'var(--c-hover)' } : undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <div id={hintId} style={{ color: 'var(--c-text-2)', fontSize: 13 }}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
