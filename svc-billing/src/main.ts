import { runService } from '@cadeau/service-kit';
import { createBillingService } from './app';
import { loadConfig } from './config';

void runService({
  name: 'svc-billing',
  config: loadConfig,
  port: (config) => config.port,
  create: (config) => createBillingService(config),
});
