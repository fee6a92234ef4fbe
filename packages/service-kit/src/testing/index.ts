export { createTestDatabase, type TestDatabase } from './database';
export { startNatsServer, randomStreamName, type NatsServer } from './nats-server';
export { freePort } from './free-port';
export {
  describeRoutePermissions,
  expectedOutcome,
  type RoutePermissionsOptions,
  type PermissionSample,
  type PermissionMode,
  type AroundContext,
} from './route-permissions';
export { until } from './until';
export { describeMigrations, tablesOf, type MigrationsOptions } from './migrations';
export {
  basicPersonaNames,
  basicContexts,
  basicAllowedBy,
  basicPersonaHeaders,
  BASIC_ORGANIZATION_ID,
  type BasicPersona,
} from './personas';
export {
  againstAllowList,
  describeServiceAnatomy,
  findingKey,
  inspectServiceAnatomy,
  modulesImportedBy,
  ANATOMY_FOLDERS,
  type AnatomyFindings,
  type ServiceAnatomyOptions,
} from './anatomy';
export {
  describeRouteProperties,
  fixedExamples,
  generatedUrl,
  nastyJson,
  nastyText,
  requestArbitrary,
  schemaFingerprint,
  sendGenerated,
  type GeneratedRequest,
  type RoutePropertiesOptions,
  type SentRequest,
} from './route-properties';
export { startIdentityStandIn, type IdentityStandIn } from './identity-standin';
export { internalCaller, member, platformAdmin, signedAs, type Caller, type MemberFields } from './callers';
export { startServiceUnderTest, type ServiceUnderTestBase } from './service-under-test';
export { statusOf } from './status-of';
