export * from './types';
export { isServiceName, serviceNames } from './service-names';
export * from './table';
export * from './matching';
export { identityRoutes, resolveSessionRoute } from './identity';
export { gatewayRoutes } from './gateway';
export { mailRoutes } from './mail';
export * from './rate-limits';
export { uuidParam } from './params';
