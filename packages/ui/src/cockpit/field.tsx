import type { ReactNode } from 'react';
import theme from 'antd/es/theme';
import { SecondaryText } from './secondary-text';

export interface FieldProps {
  /** The control's id: the label points at it, the message below is `<id>-error` or `<id>-help`. */
  id: string;
  label: ReactNode;
  /** Translated message under the field; marks the control invalid for assistive technology. */
  error?: string | null;
  /** Translated help under the field, read with it by screen readers; it stays under an error, which often breaks
   * the very limit it states (issue 23: limits stay visible when they are broken). */
  help?: ReactNode;
}

/** The label's own id is `<id>-label`, for a group of controls to name itself by (`aria-labelledby`). */
interface FrameProps extends FieldProps {
  /** The control the label points at when it is not `id` (the first of a group of controls). */
  labelFor?: string;
  children: ReactNode;
}

/** What an invalid or explained control tells assistive technology; the ids are the ones `Field` renders. */
export function controlState({ id, error, help }: Omit<FieldProps, 'label'>) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined,
  };
}

/** The message under an invalid field, announced when it appears; its id is what the control's aria-describedby names. */
export function FieldError({
  id,
  message,
  inline,
}: {
  id: string;
  message?: string | null;
  /** In a line of its own that already keeps its distance from the control (Field's message line). */
  inline?: boolean;
}) {
  const { token } = theme.useToken();
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      style={{ color: token.colorError, fontSize: token.fontSizeSM, marginTop: inline ? undefined : 4 }}
    >
      {message}
    </div>
  );
}

/**
 * A labelled field: label above the control, its error or help below. Semantic HTML around antd's controls
 * instead of antd's Form.Item, whose form store would duplicate `useForm` (@cadeau/ui/form).
 *
 * The line below the control is there even while empty (issue 9): an error appearing there must not push
 * what follows, or a click on a button or link below the form, which blurred the field, would land nowhere.
 */
export function Field({ id, label, error, help, labelFor = id, children }: FrameProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <label id={`${id}-label`} htmlFor={labelFor} style={{ fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      {children}
      <div data-field-message="" style={{ minHeight: token.fontSizeSM * token.lineHeightSM, marginTop: 4 }}>
        <FieldError id={`${id}-error`} message={error} inline />
        {help && (
          <SecondaryText as="div" small id={`${id}-help`}>
            {help}
          </SecondaryText>
        )}
      </div>
    </div>
  );
}
