import { runService } from '@cadeau/service-kit';
import { createCatalogService } from './app';
import { loadConfig } from './config';

void runService({
  name: 'svc-catalog',
  config: loadConfig,
  port: (config) => config.port,
  create: (config) => createCatalogService(config),
});
