export { DomainError, errors } from './errors';
export { createLogger } from './logger';
export { signUserContext, verifyUserContext, USER_CONTEXT_MAX_AGE_SEC } from './user-context';
export {
  clientAddress,
  signClientAddress,
  verifyClientAddress,
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  CLIENT_ADDRESS_MAX_AGE_SEC,
} from './client-address';
export {
  createService,
  shutdownDrainMs,
  type ServiceOptions,
  type Kit,
  type Service,
  type SubjectOf,
  type EventOf,
} from './service';
export { createDatabase, migrateLatest, migrateDownAll, type Migration } from './database';
export type { ConsumerDef, EnvelopeOf } from './consumers';
export type { RouteInput, RouteHandler } from './route';
export { checkAccess, isPlatformAdmin, accessRules } from './access';
export { issueKey } from './zod-issues';
export { Sleeper, Backoff } from './sleeper';
export { stopOnSignals } from './signals';
export { PollingWorker, type PollingWorkerOptions, type TickResult } from './polling-worker';
export { withWorker, type StoppableWorker } from './with-worker';
export {
  loadServiceConfig,
  ConfigError,
  env,
  serviceEnv,
  natsStreamEnv,
  natsStreamReplicas,
  databasePoolEnv,
  databasePool,
  scheduleOf,
  DEFAULT_DATABASE_URL,
  DEFAULT_NATS_URL,
} from './config';
export {
  serviceConfig,
  DEFAULT_PUBLIC_URL,
  type ServiceBasics,
  type ServiceConfig,
  type ServiceConfigOptions,
  type ServiceName,
  type ServiceSettings,
  type ServiceVariables,
} from './service-config';
export {
  runService,
  runMigrations,
  DEFAULT_LISTEN_HOST,
  type RunServiceOptions,
  type RunMigrationsOptions,
  type Runnable,
} from './run';
export {
  registerRoutes,
  routeKey,
  routesOf,
  type RouteHandlers,
  type RouteKey,
  type ServiceRoute,
} from './register-routes';
export { effectiveRoute } from './production-rule';
export { pageQuery, type ListSpec } from './page-query';
export type { StreamDef, NatsOptions } from './nats';
export {
  createInternalClient,
  type InternalClient,
  type InternalClientOptions,
  type InternalRequest,
  type InternalTransport,
  type InternalCallInput,
  type InternalResponse,
  type InternalRoute,
} from './internal-client';
export {
  signInternalCall,
  INTERNAL_CALLER_HEADER,
  INTERNAL_TIMESTAMP_HEADER,
  INTERNAL_SIGNATURE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  INTERNAL_CALL_MAX_AGE_SEC,
} from './internal-call';
export { readRawBody } from './raw-body';
export { discardRequestBody } from './discard-body';
export { DEV_TOOL_ENVIRONMENTS, hasDevTools } from './dev-tools';
export {
  listenMetrics,
  methodLabel,
  routeLabel,
  METRICS_PATH,
  UNMATCHED_ROUTE,
  watchPool,
  type HttpMetricsOptions,
} from './metrics';
