export { startStack, StackAbortedError, type RunningStack } from './start-stack';
export type { StackOptions } from './options';
export { dropDatabase, ensureDatabase } from './postgres';
export { withDatabase } from './database-url';
export { SERVICES, FRONTENDS, processTable, frontendPackages, type ServiceSpec } from './process-table';
export { isPortOpen } from './ports';
export { startCluster, type ClusterOptions, type RunningCluster } from './cluster/start-cluster';
export type { Replica } from './cluster/processes';
export { createLogger } from './logger';
