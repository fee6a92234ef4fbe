import { describeMigrations } from '@cadeau/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { MAIL_SCHEMA } from '../src/schema';

describeMigrations({ schema: MAIL_SCHEMA, migrations });
