import { describeMigrations } from '@cadeau/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seed-data';
import { CATALOG_SCHEMA } from '../src/schema';

// The demo VAT categories and products (without their pictures): the way down and up again runs against them.
describeMigrations({ schema: CATALOG_SCHEMA, migrations, seed: (db) => seedDemoData(db) });
