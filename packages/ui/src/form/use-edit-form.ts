import { useState } from 'react';
import { useForm, type FieldErrors, type FormOptions } from './use-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `useForm` over values the server holds (settings, a profile): it starts from `saved`, knows which fields differ
 * from what it was last reset to (`changed`: what a save sends), and follows `saved` (a refetch, a save in another
 * tab) while nothing is being edited. `reset(next)` after a save makes `next` the new starting point; `reset()`
 * drops the edits.
 */
export function useEditForm<V extends object>(
  saved: V,
  validate?: (values: V) => FieldErrors<V>,
  options?: FormOptions<V>,
) {
  const form = useForm<V>(saved, validate, options);
  const [baseline, setBaseline] = useState<V>(saved);
  const changed = (Object.keys(form.values) as (keyof V)[]).filter((key) => !same(form.values[key], baseline[key]));

  const reset = (next: V = baseline) => {
    form.reset(next);
    setBaseline(next);
  };

  // A new server answer (compared by value: each render builds `saved` anew) resets the form while nothing is
  // edited; adjusted while rendering, as React advises for state derived from props, not in an effect.
  const savedJson = JSON.stringify(saved);
  const [seen, setSeen] = useState(savedJson);
  if (savedJson !== seen) {
    setSeen(savedJson);
    if (!changed.length) reset(saved);
  }

  return { ...form, changed, reset };
}

export type EditForm<V extends object> = ReturnType<typeof useEditForm<V>>;
