/**
 * Error message keys shown to users (spec section 8). A service answers `{ message: key }`; the client
 * translates the key. Keys are stable: never rename one, add a new one.
 */
export const ErrorKeys = {
  forbidden: 'error.forbidden',
  unauthorized: 'error.unauthorized',
  notFound: 'error.notFound',
  network: 'error.network',
  unknown: 'error.unknown',
  validation: 'error.validation',
  userBlocked: 'error.userBlocked',
  noUserFound: 'error.noUserFound',
  tooManyRequests: 'error.tooManyRequests',
  serviceUnavailable: 'error.serviceUnavailable',
  payloadTooLarge: 'error.payloadTooLarge',
  login: {
    invalidCredentials: 'error.login.invalidCredentials',
    userBlocked: 'error.login.userBlocked',
    emailNotConfirmed: 'error.login.emailNotConfirmed',
  },
  session: {
    notFound: 'error.session.notFound',
  },
  /** Mail dispatch and the server's e-mail address checks (spec sections 5 and 8). */
  mail: {
    invalidFormat: 'error.mail.invalidFormat',
    tooLong: 'error.mail.tooLong',
    domainTooLong: 'error.mail.domainTooLong',
    domainPartTooLong: 'error.mail.domainPartTooLong',
    localPartTooLong: 'error.mail.localPartTooLong',
    localPartTooShort: 'error.mail.localPartTooShort',
    noMx: 'error.mail.noMx',
    dnsError: 'error.mail.dnsError',
    recipientUnsubscribed: 'error.mail.recipientUnsubscribed',
    providerDisabled: 'error.mail.providerDisabled',
    senderNotAllowed: 'error.mail.senderNotAllowed',
    providerRejected: 'error.mail.providerRejected',
    sendFailed: 'error.mail.sendFailed',
    queueFailed: 'error.mail.queueFailed',
    invalidTemplateData: 'error.mail.invalidTemplateData',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type ErrorKey = Leaves<typeof ErrorKeys>;

/** Every key as a flat list, so the i18n test can prove each one has a de and en text. */
export function allErrorKeys(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(ErrorKeys);
  return out;
}

/** The body of every error answer. `issues` only for `zod.*` messages. */
export interface ErrorBody {
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
  requestId?: string;
}

/**
 * Message keys of validation issues (spec section 5, generic messages). A 400 answer with
 * `message: ZodMessageKeys.invalid` lists one of these per issue, with the path of the field.
 */
export const ZodMessageKeys = {
  invalid: 'zod.invalid',
  required: 'zod.required',
  invalidType: 'zod.invalidType',
  notString: 'zod.notString',
  notNumber: 'zod.notNumber',
  notBoolean: 'zod.notBoolean',
  notDate: 'zod.notDate',
  notArray: 'zod.notArray',
  notObject: 'zod.notObject',
  tooShort: 'zod.tooShort',
  tooLong: 'zod.tooLong',
  tooSmall: 'zod.tooSmall',
  tooBig: 'zod.tooBig',
  invalidString: 'zod.invalidString',
  invalidEmail: 'zod.invalidEmail',
  invalidValue: 'zod.invalidValue',
  unrecognizedKeys: 'zod.unrecognizedKeys',
} as const;
export type ZodMessageKey = (typeof ZodMessageKeys)[keyof typeof ZodMessageKeys];
