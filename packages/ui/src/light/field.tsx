import { useId, type ReactNode } from 'react';

/** What a control of the light kit tells assistive technology about its hint and error. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The line under every field where its error appears, there even while empty (issue 9): an error that pushed
 * the form down would move a link below it away from the pointer between press and release, so the click
 * would land nowhere. It takes most of the field's bottom margin, so a form is hardly taller than without it.
 */
const messageLine = { minHeight: '1lh', fontSize: 13 } as const;

/**
 * A labelled field of the light form kit (`.field*` in shell/src/index.html): label, the control `children`
 * renders with the ids it is given, then the hint and the error, both read with the control by screen readers.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" style={{ marginBottom: 4 }}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} style={{ color: 'var(--c-text-2)', fontSize: 13 }}>
          {hint}
        </div>
      ) : null}
      <div data-field-message="" style={messageLine}>
        {error ? (
          <div id={errorId} className="field-error" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
