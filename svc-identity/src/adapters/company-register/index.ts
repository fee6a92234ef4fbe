export type { CompanyRegister } from './types';
export { CompanyRegisterError } from './types';
export { UidRegisterClient, UID_REGISTER_URL } from './uid-register-client';
export { startUidRegisterStandIn, type UidRegisterStandIn } from './stand-in';
export { standInCompanies } from './stand-in-companies';
export { CachedCompanyRegister } from './cached';
export { registerFailure, registeredCompany, searchCompanies } from './answers';
