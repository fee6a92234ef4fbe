import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
}

/** A labelled multi-line input in the light form kit (see TextField). */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error}>
      {(aria) => <textarea {...aria} className="field-input" rows={6} {...textarea} />}
    </Field>
  );
}
