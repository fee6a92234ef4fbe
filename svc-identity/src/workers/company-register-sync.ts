import type { Kit } from '@cadeau/service-kit';
import { schedule, type ScheduledTask } from 'node-cron';
import type { CompanyRegister } from '../adapters/company-register';
import { audit } from '../db/audit';
import {
  lockOrganization,
  markRegisterSynced,
  organizationsWithUid,
  updateOrganization,
  type OrganizationRow,
} from '../db/organizations';
import { announceOrganization } from '../db/outbox';
import { diff } from '../domain/audit';
import { REGISTER_COLUMNS, registerValues } from '../domain/organization';

/** 03:15 Swiss time, once a day (spec: "synced once a day"), outside office hours. */
export const SYNC_SCHEDULE = '15 3 * * *';
export const SYNC_TIME_ZONE = 'Europe/Zurich';
// Any constant: replicas that start the job at the same minute let exactly one of them run it.
const ADVISORY_LOCK_KEY = 0x1d_5e_c0;

export interface SyncResult {
  checked: number;
  changed: number;
  failed: number;
  skipped: boolean;
}

type SyncDeps = Pick<Kit, 'db' | 'addEvent' | 'logger'> & { register: CompanyRegister };

/** Re-reads one organisation from the register; returns whether anything changed. */
async function syncOne(deps: SyncDeps, org: OrganizationRow): Promise<boolean> {
  const record = await deps.register.getByUid(org.uid!);
  return deps.db.transaction(async (trx) => {
    if (!record) {
      deps.logger.warn(
        { organizationId: org.id, uid: org.uid },
        'company register no longer knows this UID; values kept',
      );
      return false;
    }
    const current = (await lockOrganization(trx, org.id))!;
    const next = registerValues(record);
    const before = Object.fromEntries(REGISTER_COLUMNS.map((c) => [c, current[c]]));
    const changes = diff(before, next);
    if (!Object.keys(changes).length) {
      await markRegisterSynced(trx, org.id);
      return false;
    }
    await updateOrganization(trx, org.id, { ...next, register_synced_at: trx.fn.now() });
    await audit(trx, {
      userId: null,
      action: 'trigger',
      entity: 'organization',
      entityId: org.id,
      organizationId: org.id,
      value: { companyRegisterSync: changes },
    });
    await announceOrganization(trx, deps.addEvent, current);
    return true;
  });
}

/**
 * The daily re-sync: every organisation with a UID gets the register's current values (they are not
 * editable in Cadeau). Changes are audited as `trigger` entries with the changed values. One failing
 * lookup does not stop the others. Runs on one replica at a time (a Postgres advisory lock).
 */
export async function syncCompanyRegister(deps: SyncDeps): Promise<SyncResult> {
  const conn = await deps.db.client.acquireConnection();
  const result: SyncResult = { checked: 0, changed: 0, failed: 0, skipped: false };
  try {
    const { rows } = await deps.db.raw('select pg_try_advisory_lock(?) as ok', [ADVISORY_LOCK_KEY]).connection(conn);
    if (!rows[0].ok) return { ...result, skipped: true };
    try {
      const orgs = await organizationsWithUid(deps.db);
      for (const org of orgs) {
        result.checked++;
        try {
          if (await syncOne(deps, org)) result.changed++;
        } catch (err) {
          result.failed++;
          deps.logger.warn({ err, organizationId: org.id }, 'company register sync failed for one organisation');
        }
      }
    } finally {
      await deps.db.raw('select pg_advisory_unlock(?)', [ADVISORY_LOCK_KEY]).connection(conn);
    }
  } finally {
    await deps.db.client.releaseConnection(conn);
  }
  deps.logger.info(result, 'company register sync done');
  return result;
}

/** Schedules the daily run (main.ts); `stop()` at shutdown. */
export function scheduleCompanyRegisterSync(deps: SyncDeps, expression = SYNC_SCHEDULE): ScheduledTask {
  return schedule(
    expression,
    async () => {
      await syncCompanyRegister(deps).catch((err) => deps.logger.error({ err }, 'company register sync failed'));
    },
    { timezone: SYNC_TIME_ZONE, name: 'company-register-sync', noOverlap: true },
  );
}
