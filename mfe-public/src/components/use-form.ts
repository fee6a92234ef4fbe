import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './validation';

type Values = Record<string, string>;

/**
 * The form state of the light-kit pages, as LoginPage does it: errors appear once the user tried to submit or
 * left a field, then follow every keystroke. `validate` returns message keys per field.
 */
export function useForm<V extends Values>(initial: V, validate: (values: V) => Partial<Record<keyof V, FieldError>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});
  // Errors the server gave for a field (e.g. the address already has an account); gone once the field changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const errors = validate(values);
  const invalid = Object.values(errors).some(Boolean);

  const errorOf = (field: keyof V): string | null => {
    if (serverErrors[field]) return t(serverErrors[field]!);
    const e = shown[field] ? errors[field] : undefined;
    if (!e) return null;
    return typeof e === 'string' ? t(e) : t(e.key, e.values);
  };

  /** Props for a TextField bound to `field`. */
  const bind = (field: keyof V) => ({
    name: String(field),
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (serverErrors[field]) setServerErrors((s) => ({ ...s, [field]: undefined }));
    },
    onBlur: () => setShown((s) => ({ ...s, [field]: true })),
    error: errorOf(field),
  });

  /** Shows every error; true when the form may be sent. */
  const check = (): boolean => {
    setShown(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof V, boolean>);
    return !invalid;
  };

  /** Shows a server error key under a field until the user changes it. */
  const setServerError = (field: keyof V, key: string) => setServerErrors((s) => ({ ...s, [field]: key }));

  return { values, setValues, errors, errorOf, bind, check, setServerError, reset: () => (setValues(initial), setShown({}), setServerErrors({})) };
}
