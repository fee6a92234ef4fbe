import { ErrorKeys, type CompanyRecord } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { assertValidUid, looksLikeUid } from '../../domain/uid';
import { CompanyRegisterError, type CompanyRegister } from './types';

/** Maps a register failure to what the client is told (503 or 429), never a 500. */
export function registerFailure(err: unknown): never {
  if (err instanceof CompanyRegisterError) {
    if (err.kind === 'rateLimited') throw errors.tooManyRequests(ErrorKeys.companyRegister.rateLimited);
    if (err.kind === 'invalid') throw errors.badRequest(ErrorKeys.companyRegister.invalidUid);
    throw new DomainError(503, ErrorKeys.companyRegister.unavailable);
  }
  throw err;
}

/** The register's record of a UID: 400 for a malformed UID, 404 when the register knows none. */
export async function registeredCompany(register: CompanyRegister, uid: string): Promise<CompanyRecord> {
  assertValidUid(uid);
  const record = await register.getByUid(uid).catch(registerFailure);
  if (!record) throw errors.notFound(ErrorKeys.companyRegister.notFound);
  return record;
}

/** The search of the registration screen: by UID when the text is one (a wrong check digit is 400), else by name. */
export async function searchCompanies(register: CompanyRegister, q: string): Promise<CompanyRecord[]> {
  try {
    if (!looksLikeUid(q)) return await register.search(q);
    assertValidUid(q);
    const record = await register.getByUid(q);
    return record ? [record] : [];
  } catch (err) {
    return registerFailure(err);
  }
}
