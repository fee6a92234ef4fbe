import type { Migration } from '@cadeau/service-kit';
import { journalTables } from './001_journal';
import { invoiceTables } from './002_invoices';
import { readModelTables } from './003_read_models';
import { platformEventsBackfill } from './004_platform_events';

/** In order; never edit one that has run anywhere, add a new one. */
export const migrations: Migration[] = [journalTables, invoiceTables, readModelTables, platformEventsBackfill];
