import * as identity from '../identity';
import type { RouteDef } from './types';

/** Routes the gateway answers itself. */
export const gatewayRoutes = [
  {
    method: 'POST',
    path: '/log/error',
    service: 'gateway',
    access: 'public',
    body: identity.errorReportBody,
    rateLimit: 'errorLog',
  },
] as const satisfies readonly RouteDef[];
