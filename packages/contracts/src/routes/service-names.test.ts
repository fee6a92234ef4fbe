import { services } from '@cadeau/platform';
import { isServiceName, routes, serviceNames } from '..';

describe('the owners of routes', () => {
  it('are the services of the platform registry and the gateway, each once', () => {
    expect(serviceNames).toEqual([...services.map((service) => service.name), 'gateway']);
    expect(new Set(serviceNames).size).toBe(serviceNames.length);
  });

  it('own every route of the table', () => {
    const strays = routes.filter((route) => !isServiceName(route.service));
    expect(strays.map((route) => `${route.method} ${route.path}: ${route.service}`)).toEqual([]);
  });

  it('tell a name outside the registry apart', () => {
    for (const name of ['reports', 'svc-mail', 'Mail', '']) expect(isServiceName(name)).toBe(false);
  });
});
