import { describeMigrations } from '@cadeau/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { BILLING_SCHEMA } from '../src/schema';

describeMigrations({ schema: BILLING_SCHEMA, migrations });
