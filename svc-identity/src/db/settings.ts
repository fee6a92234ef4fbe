import { settingDefs, type Setting, type SettingDef, type UserContext } from '@cadeau/contracts';
import type { Knex } from 'knex';
import {
  auditedChange,
  changesSetting,
  defaultOf,
  keepsStoredSecret,
  toSetting,
  valuesForServices,
  visibleTo,
  type StoredRow,
} from '../domain/settings';
import { audit } from './audit';
import type { AddEvent } from './outbox';

/** Global settings, and those of `organizationId` when given, as the caller may see them. */
export async function listSettings(
  db: Knex,
  user: UserContext,
  organizationId: string | null,
  production: boolean,
  scope?: 'global' | 'organization',
): Promise<Setting[]> {
  const visible = (scope: SettingDef['scope'], rows: StoredRow[]) =>
    settingDefs
      .filter((d) => d.scope === scope && visibleTo(d, user))
      .map((def) =>
        toSetting(
          def,
          rows.find((r) => r.key === def.key),
          production,
        ),
      );
  const columns = ['key', 'value', 'updated_at'];
  const out: Setting[] = [];
  if (scope !== 'organization')
    out.push(...visible('global', await db('settings').where({ scope: 'global' }).select(columns)));
  if (scope !== 'global' && organizationId) {
    const rows = await db('settings').where({ scope: 'organization', organization_id: organizationId }).select(columns);
    out.push(...visible('organization', rows));
  }
  return out;
}

export type SettingTarget =
  { scope: 'global'; key: string } | { scope: 'organization'; organization_id: string; key: string };

/** The stored value of a setting, locked; undefined while it has its default. */
export function lockSetting(trx: Knex.Transaction, target: SettingTarget): Promise<{ value: unknown } | undefined> {
  return trx('settings').where(target).forUpdate().first('value');
}

export async function saveSetting(
  trx: Knex.Transaction,
  target: SettingTarget,
  value: unknown,
  updatedBy: string,
  exists: boolean,
): Promise<void> {
  const row = { ...target, value: JSON.stringify(value), updated_by: updatedBy, updated_at: trx.fn.now() };
  if (exists) await trx('settings').where(target).update(row);
  else await trx('settings').insert(row);
}

/** The value of a global setting where this service runs: the stored one, else its default. */
export async function globalSetting(db: Knex, key: string, production: boolean): Promise<unknown> {
  const def = settingDefs.find((d) => d.key === key && d.scope === 'global');
  if (!def) throw new Error(`no global setting ${key}`);
  const row = await db('settings').where({ scope: 'global', key }).first('value');
  return row ? row.value : defaultOf(def, production);
}

/** GET /internal/settings: every global setting's value in force by key, secrets left out. */
export async function globalSettingValues(db: Knex, production: boolean): Promise<Record<string, unknown>> {
  return valuesForServices(await db('settings').where({ scope: 'global' }).select('key', 'value'), production);
}

/**
 * PUT /setting's write, in one transaction: each parsed value under its row's lock, skipping a secret sent
 * back as its mask and a value equal to the one in force; each change audited (secrets masked) and
 * announced as `setting.updated` (svc-mail reads the mail settings from these events).
 */
export function saveSettings(
  kit: { db: Knex; addEvent: AddEvent; production: boolean },
  scope: 'global' | 'organization',
  organizationId: string | null,
  values: { def: SettingDef; value: unknown }[],
  by: { actorId: string; ip: string },
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    for (const { def, value } of values) {
      if (keepsStoredSecret(def, value)) continue;
      const target: SettingTarget = organizationId
        ? { scope: 'organization', organization_id: organizationId, key: def.key }
        : { scope: 'global', key: def.key };
      const current = await lockSetting(trx, target);
      const before = current ? current.value : defaultOf(def, kit.production);
      if (!changesSetting(before, value)) continue;
      await saveSetting(trx, target, value, by.actorId, Boolean(current));
      const change = { key: def.key, ...auditedChange(def.key, before, value) };
      const entry = { entity: 'setting', entityId: null, organizationId, value: change, ip: by.ip };
      await audit(trx, { userId: by.actorId, action: 'update', ...entry });
      await kit.addEvent(trx, 'setting.updated', { scope, organizationId, key: def.key, value });
    }
  });
}
