/** A marking names every notification of the caller or some by id; one naming none changes nothing. */
export const marksAny = (which: { all?: boolean; ids?: string[] }): boolean => Boolean(which.all || which.ids?.length);

/**
 * Who gets the `notification` mail of a stored notification: its user, unless the flow mails the same news in a
 * mail of its own (`mail: false`), or the user is gone or blocked; null when nobody does.
 */
export function notificationMailTo<R extends { blocked: boolean }>(
  mail: boolean | undefined,
  recipient: R | undefined,
): R | null {
  return mail === false || !recipient || recipient.blocked ? null : recipient;
}
