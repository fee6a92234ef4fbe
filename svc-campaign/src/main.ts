import { runService } from '@cadeau/service-kit';
import { createCampaignService } from './app';
import { loadConfig } from './config';

void runService({
  name: 'svc-campaign',
  config: loadConfig,
  port: (config) => config.port,
  create: (config) => createCampaignService(config),
});
