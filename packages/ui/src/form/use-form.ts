import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's problem: a message key, or a key with interpolation values (`{ key, values: { min: 10 } }`). */
export type FieldError = string | { key: string; values?: Record<string, unknown> } | null | undefined;
export type FieldErrors<V> = Partial<Record<keyof V, FieldError>>;

/** One issue of a 400 `zod.*` answer (packages/service-kit/src/zod-issues.ts): a body path and a `zod.*` key. */
export interface ServerIssue {
  path: readonly (string | number)[];
  message: string;
}

export interface FormOptions<V> {
  /** The form's own words for a server issue at a field (`zod.tooLong` at `subject` → `…subjectTooLong`);
   * without it, or when it answers undefined, the issue's shared `zod.*` text is shown. */
  issueText?: (field: keyof V, issueKey: string) => FieldError;
}

/** `{ message: 'zod.…', issues }` of an ApiError (duck-typed so this module imports no API client). */
function zodIssuesOf(err: unknown): readonly ServerIssue[] | null {
  if (!err || typeof err !== 'object') return null;
  const { message, issues } = err as { message?: unknown; issues?: unknown };
  if (typeof message !== 'string' || !message.startsWith('zod.') || !Array.isArray(issues) || !issues.length)
    return null;
  return issues as ServerIssue[];
}

/** A change handler's argument: an input's event or the value itself (antd Select and Checkbox.Group give values). */
function valueOf(change: unknown): unknown {
  if (change && typeof change === 'object' && 'target' in change) {
    const target = (change as { target: { value?: unknown; type?: string; checked?: boolean } }).target;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return change;
}

/**
 * The state of one form, the same in the light kit and the cockpit (no antd, no router here): values, the
 * client checks of `validate`, and the server's validation issues at their fields.
 *
 * When errors show (WCAG 3.3.1, issue 9): none while a person fills the form in for the first time; every
 * error once they try to submit; from then on each error follows every change of the values. Leaving a field
 * shows nothing by itself. A server error stays at its field until that field changes.
 */
export function useForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors<V> = () => ({}),
  options: FormOptions<V> = {},
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const errors = validate(values);
  const valid = !Object.values(errors).some(Boolean);

  const text = (error: FieldError): string | null => {
    if (!error) return null;
    return typeof error === 'string' ? t(error) : t(error.key, error.values);
  };

  /** The translated message under `field`, or null while there is nothing to show. */
  const errorOf = (field: keyof V): string | null =>
    text(serverErrors[field]) ?? (submitted ? text(errors[field]) : null);

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((s) => (s[field] ? { ...s, [field]: undefined } : s));
  };

  /** `name`, `value`, `onChange` and `error` of a field component bound to `field`. */
  const bind = <K extends keyof V>(field: K) => ({
    name: String(field),
    value: values[field],
    onChange: (change: unknown) => setValue(field, valueOf(change) as V[K]),
    error: errorOf(field),
  });

  /** Shows every error from now on; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    return valid;
  };

  /** A form's onSubmit: checks, then calls `send` with the values when they pass. */
  const handleSubmit = (send: (values: V) => void) => (event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.();
    if (check()) send(values);
  };

  /** Shows an error (a message key) at a field until the person changes it. */
  const setServerError = (field: keyof V, error: FieldError) => setServerErrors((s) => ({ ...s, [field]: error }));

  /**
   * Puts the issues of a 400 `zod.*` answer at their fields (the first issue per field wins) and answers true;
   * answers false, changing nothing, for any other error or an issue at no field of this form, so the caller
   * shows it as a toast instead.
   */
  const applyServerIssues = (err: unknown): boolean => {
    const issues = zodIssuesOf(err);
    if (!issues) return false;
    const found: FieldErrors<V> = {};
    for (const issue of issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in initial)) return false;
      found[field as keyof V] ??= options.issueText?.(field as keyof V, issue.message) ?? issue.message;
    }
    setServerErrors(found);
    return true;
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  };

  return {
    values,
    setValues,
    setValue,
    errors,
    valid,
    submitted,
    errorOf,
    bind,
    check,
    handleSubmit,
    setServerError,
    applyServerIssues,
    reset,
  };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
