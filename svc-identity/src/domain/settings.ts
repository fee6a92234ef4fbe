import { PLATFORM_ADMIN, settingDefs, type Setting, type SettingDef, type UserContext } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** The default of a setting where this service runs (the mail provider differs in production). */
export function defaultOf(def: SettingDef, production: boolean): unknown {
  return production && def.productionDefault !== undefined ? def.productionDefault : def.default;
}

/** Admin-only settings are visible to platform administrators only (spec section 6). */
export function visibleTo(def: SettingDef, user: UserContext): boolean {
  return def.visibility === 'public' || user.roles.includes(PLATFORM_ADMIN);
}

interface StoredRow {
  key: string;
  value: unknown;
  updated_at: Date;
}

function toSetting(def: SettingDef, row: StoredRow | undefined, production: boolean): Setting {
  const fallback = defaultOf(def, production);
  return {
    key: def.key,
    group: def.group,
    scope: def.scope,
    type: def.type,
    value: row ? row.value : fallback,
    default: fallback,
    visibility: def.visibility,
    active: true,
    min: def.min ?? null,
    max: def.max ?? null,
    fractionDigits: def.type === 'number' ? (def.fractionDigits ?? 0) : null,
    options: def.options ? [...def.options] : null,
    unit: def.unit ?? null,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** Global settings, and those of `organizationId` when given, as the caller may see them. */
export async function listSettings(db: Knex, user: UserContext, organizationId: string | null, production: boolean, scope?: 'global' | 'organization'): Promise<Setting[]> {
  const out: Setting[] = [];
  if (scope !== 'organization') {
    const rows: StoredRow[] = await db('settings').where({ scope: 'global' }).select('key', 'value', 'updated_at');
    for (const def of settingDefs.filter((d) => d.scope === 'global' && visibleTo(d, user))) out.push(toSetting(def, rows.find((r) => r.key === def.key), production));
  }
  if (scope !== 'global' && organizationId) {
    const rows: StoredRow[] = await db('settings').where({ scope: 'organization', organization_id: organizationId }).select('key', 'value', 'updated_at');
    for (const def of settingDefs.filter((d) => d.scope === 'organization' && visibleTo(d, user))) out.push(toSetting(def, rows.find((r) => r.key === def.key), production));
  }
  return out;
}

/** Values never written to the audit log in clear. */
export const SECRET_SETTINGS = new Set(['Mail.DispatcherKey']);
