import type { ChangeEvent } from 'react';
import Input, { type InputProps } from 'antd/es/input';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { Field, controlState, type FieldProps } from './field';

type Bound<P> = FieldProps & Omit<P, 'id' | 'status'>;

/** A labelled antd Input with its error or help below it and wired to it (`type="password"` for passwords). */
export function TextField({ id, label, error, help, ...input }: Bound<InputProps>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <Input {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

/** A labelled antd TextArea with its error or help below it and wired to it. */
export function TextAreaField({ id, label, error, help, ...input }: Bound<TextAreaProps>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <Input.TextArea {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

export type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;
