import { join } from 'node:path';
import { describeServiceAnatomy } from '@cadeau/service-kit/testing';

// The service anatomy of ADR 0006, checked on the sources, as in every service. Nothing is left of rules in db/
// (issue 22): no allow-list, so a new one fails.
describeServiceAnatomy(join(__dirname, '..'));
