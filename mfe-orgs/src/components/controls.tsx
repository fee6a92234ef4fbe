import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { NativeSelect, TextArea, TextInput } from '@cadeau/ui/cockpit';
import { Field } from './FieldError';

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  help?: string;
}

/** What an invalid or explained control tells assistive technology; the ids are the ones `Field` renders. */
function controlState({ id, error, help }: Omit<FieldProps, 'label'>) {
  return {
    status: error ? ('error' as const) : undefined,
    'aria-invalid': !!error || undefined,
    'aria-describedby': error ? `${id}-error` : help ? `${id}-help` : undefined,
  };
}

/** A labelled native text input with its error or help below it and wired to it. */
export function TextField({ id, label, error, help, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <TextInput id={id} {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

/** A labelled native multi-line text input with its error or help below it and wired to it. */
export function TextAreaField({ id, label, error, help, ...input }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <TextArea id={id} {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

/** A labelled native select with its error or help below it and wired to it. */
export function SelectField({ id, label, error, help, ...select }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <NativeSelect id={id} {...controlState({ id, error, help })} {...select} />
    </Field>
  );
}
