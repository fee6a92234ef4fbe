import { searchCompanies } from '../adapters/company-register';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /auth/company-search?q=: by UID when the text is one, else by name (organisation registration screen). */
export const handleCompanySearch =
  ({ companyRegister }: IdentityDeps): Handler<'GET /auth/company-search'> =>
  async (_ctx, { query }) =>
    searchCompanies(companyRegister, query.q);
