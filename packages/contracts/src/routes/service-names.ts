import { services } from '@cadeau/platform';
import type { ServiceName } from './types';

/** Every `ServiceName`, at run time: the registry's services, then the gateway. */
export const serviceNames: readonly ServiceName[] = [...services.map((service) => service.name), 'gateway'];

/** Whether a name owns routes of the table (service-kit's `kit.service`, the route-table test). */
export function isServiceName(name: string): name is ServiceName {
  return (serviceNames as readonly string[]).includes(name);
}
