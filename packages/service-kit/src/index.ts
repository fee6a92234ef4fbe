export { DomainError, errors } from './errors';
export { createLogger } from './logger';
export { signUserContext, verifyUserContext, internalToken, isInternalCall, INTERNAL_TOKEN_HEADER, USER_CONTEXT_MAX_AGE_SEC } from './user-context';
export { createService, type ServiceOptions, type Kit, type Service } from './service';
export { createDatabase, migrateLatest, migrateDownAll, type Migration } from './database';
export type { ConsumerDef } from './consumers';
export type { RouteInput, RouteHandler } from './route';
export { checkAccess, isPlatformAdmin, accessRules } from './access';
export { issueKey } from './zod-issues';
