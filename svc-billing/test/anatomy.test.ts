import { join } from 'node:path';
import { describeServiceAnatomy } from '@cadeau/service-kit/testing';

// The service anatomy of ADR 0006, checked on the sources, as in every service.
describeServiceAnatomy(join(__dirname, '..'));
