import { z } from 'zod';
import { parsePhone } from './phone';

/**
 * A phone number in a request body by the one rule of `phone.ts` (issue 23): the typed text in, E.164 out
 * (`079 123 45 67` → `+41791234567`), null for an empty text; `error.phone.invalid` at the field otherwise.
 * What the services store is therefore always E.164. A text longer than PHONE_MAX_LENGTH is refused the same way.
 */
export const phoneSchema = z.string().transform((text, ctx): string | null => {
  const checked = parsePhone(text);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.key });
  return z.NEVER;
});
