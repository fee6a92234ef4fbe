import { join } from 'node:path';
import { describeServiceAnatomy } from '@cadeau/service-kit/testing';

// The service anatomy of ADR 0006, checked on the sources; `src/data/` holds the zip codes the service ships.
describeServiceAnatomy(join(__dirname, '..'), { extraFolders: ['data'] });
