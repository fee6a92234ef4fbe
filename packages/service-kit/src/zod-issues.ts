import { ZodMessageKeys } from '@cadeau/contracts/errors';
import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];
export interface IssueBody {
  path: (string | number)[];
  message: string;
}

const notTypeKeys: Record<string, string> = {
  string: ZodMessageKeys.notString,
  number: ZodMessageKeys.notNumber,
  int: ZodMessageKeys.notNumber,
  bigint: ZodMessageKeys.notNumber,
  boolean: ZodMessageKeys.notBoolean,
  date: ZodMessageKeys.notDate,
  array: ZodMessageKeys.notArray,
  tuple: ZodMessageKeys.notArray,
  object: ZodMessageKeys.notObject,
  record: ZodMessageKeys.notObject,
};

// Lengths (strings, lists, files) are "too short/long"; magnitudes (numbers, dates) "too small/large".
const lengthOrigins = new Set(['string', 'array', 'set', 'file']);

/** Stable, translatable key for one zod issue; zod's English text never reaches the client. */
export function issueKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // `input` is only present when parsed with reportInput (kit.route does): tells "missing" from "wrong".
      if ('input' in issue && issue.input === undefined && issue.expected !== 'undefined')
        return ZodMessageKeys.required;
      return notTypeKeys[issue.expected] ?? ZodMessageKeys.invalidType;
    case 'too_small':
      return lengthOrigins.has(issue.origin) ? ZodMessageKeys.tooShort : ZodMessageKeys.tooSmall;
    case 'too_big':
      return lengthOrigins.has(issue.origin) ? ZodMessageKeys.tooLong : ZodMessageKeys.tooBig;
    case 'invalid_format':
      return issue.format === 'email' ? ZodMessageKeys.invalidEmail : ZodMessageKeys.invalidString;
    case 'invalid_value':
      return ZodMessageKeys.invalidValue;
    case 'unrecognized_keys':
      return ZodMessageKeys.unrecognizedKeys;
    case 'custom':
      // Refinements may carry their own key (`{ message: 'error.x' }`); anything else is generic.
      return /^(error|zod)\./.test(issue.message) ? issue.message : ZodMessageKeys.invalid;
    default:
      return ZodMessageKeys.invalid;
  }
}

export function issuesBody(error: ZodError): IssueBody[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: issueKey(issue),
  }));
}
