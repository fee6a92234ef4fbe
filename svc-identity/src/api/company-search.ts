import { companySearchQuery, ErrorKeys, isValidUid, uidDigits } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { CompanyRegisterError } from '../company-register';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** Maps a register failure to what the client is told (503 or 429), never a 500. */
export function registerFailure(err: unknown): never {
  if (err instanceof CompanyRegisterError) {
    if (err.kind === 'rateLimited') throw errors.tooManyRequests(ErrorKeys.companyRegister.rateLimited);
    if (err.kind === 'invalid') throw errors.badRequest(ErrorKeys.companyRegister.invalidUid);
    throw new DomainError(503, ErrorKeys.companyRegister.unavailable);
  }
  throw err;
}

/** GET /auth/company-search?q=: by UID when the text is one, else by name (organisation registration screen). */
export function registerCompanySearch({ kit, companyRegister }: IdentityDeps) {
  kit.route(routeOf('GET', '/auth/company-search'), async (_ctx, { query }) => {
    const { q } = companySearchQuery.parse(query);
    try {
      if (uidDigits(q)) {
        if (!isValidUid(q)) throw errors.badRequest(ErrorKeys.companyRegister.invalidUid);
        const record = await companyRegister.getByUid(q);
        return record ? [record] : [];
      }
      return await companyRegister.search(q);
    } catch (err) {
      return registerFailure(err);
    }
  });
}
