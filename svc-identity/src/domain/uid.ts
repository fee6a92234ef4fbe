import { ErrorKeys, isValidUid, uidDigits } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/** Whether a search text is meant as a UID (its digits read as one), so it is looked up, not searched by name. */
export const looksLikeUid = (text: string): boolean => Boolean(uidDigits(text));

/** A UID the register can be asked for: nine digits in a UID's form with a right check digit; else 400. */
export function assertValidUid(uid: string): void {
  if (!uidDigits(uid) || !isValidUid(uid)) throw errors.badRequest(ErrorKeys.companyRegister.invalidUid);
}
