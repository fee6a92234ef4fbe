import { z } from 'zod';
import { ZodMessageKeys } from '../errors';

/**
 * Text no route takes: NUL (Postgres refuses it in text, so it used to end in a 500) and UTF-16 halves
 * without their pair (JSON escapes like `"\ud800"` decode to them; they cannot be stored or sent as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/** The path of the first string (value or object key) with unsafe text in a decoded JSON or query value. */
export function unsafeTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) return [...path, key];
      const found = unsafeTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parses one part of a request (body, query, path parameters) by its route schema, refusing unsafe text
 * anywhere in the raw input first, even in keys the schema would strip: every route gets the rule without
 * each text field having to repeat it. Throws the ZodError a schema would (400 with `zod.` keys).
 */
export function parseRouteInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const at = unsafeTextPath(input);
  if (at) {
    throw new z.ZodError([{ code: 'custom', path: at, message: ZodMessageKeys.invalidString, input: undefined }]);
  }
  return schema.parse(input, { reportInput: true });
}

/**
 * An ISO 8601 date-time with an offset that Postgres can hold: zod's format alone passes year 0000 (there is
 * none; `from=0000-01-01T00:00:00Z` on /audit answered 500). Years 1 to 9999, as a calendar shows them.
 */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true }).refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= 1 && !Number.isNaN(Date.parse(v));
  }, ZodMessageKeys.invalidString);
