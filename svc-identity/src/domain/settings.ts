import {
  ErrorKeys,
  PLATFORM_ADMIN,
  SECRET_SETTING_MASK,
  settingDefByKey,
  settingDefs,
  settingValueSchema,
  type Setting,
  type SettingDef,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { ZodError, type z } from 'zod';
import { currentOrgOf } from './current-organization';
import { normalizeIban } from './iban';

/** The default of a setting where this service runs (the mail provider differs in production). */
export function defaultOf(def: SettingDef, production: boolean): unknown {
  return production && def.productionDefault !== undefined ? def.productionDefault : def.default;
}

/** Admin-only settings are visible to platform administrators only (spec section 6). */
export function visibleTo(def: SettingDef, user: UserContext): boolean {
  return def.visibility === 'public' || user.roles.includes(PLATFORM_ADMIN);
}

export interface StoredRow {
  key: string;
  value: unknown;
  updated_at: Date;
}

export function toSetting(def: SettingDef, row: StoredRow | undefined, production: boolean): Setting {
  const fallback = defaultOf(def, production);
  return {
    key: def.key,
    group: def.group,
    scope: def.scope,
    type: def.type,
    value: answeredValue(def, row ? row.value : fallback),
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

/**
 * The global settings other services read (GET /internal/settings), each with its value in force: the stored
 * one, else the default where this service runs. Secrets are never among them (only svc-mail needs the
 * provider key, and it receives it through `setting.updated`).
 */
export function valuesForServices(
  rows: Pick<StoredRow, 'key' | 'value'>[],
  production: boolean,
): Record<string, unknown> {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, unknown> = {};
  for (const def of settingDefs) {
    if (def.scope !== 'global' || def.secret) continue;
    out[def.key] = stored.has(def.key) ? stored.get(def.key) : defaultOf(def, production);
  }
  return out;
}

/** Values never answered nor written to the audit log in clear (the SendGrid key). */
export const SECRET_SETTINGS = new Set(settingDefs.filter((d) => d.secret).map((d) => d.key));

/** A set secret is answered as the mask, an empty one as empty (so the page can say it is missing). */
export function answeredValue(def: SettingDef, value: unknown): unknown {
  return SECRET_SETTINGS.has(def.key) && value ? SECRET_SETTING_MASK : value;
}

/** PUT /setting with the mask for a secret keeps the stored secret: the page sent back what it was given. */
export const keepsStoredSecret = (def: SettingDef, value: unknown): boolean =>
  SECRET_SETTINGS.has(def.key) && value === SECRET_SETTING_MASK;

/** How a change appears in the audit log: secrets only as set or empty. */
export const auditedChange = (key: string, from: unknown, to: unknown) =>
  SECRET_SETTINGS.has(key) ? { from: from ? '***' : '', to: to ? '***' : '' } : { from, to };

/**
 * Every value checked against its setting's type and bounds before any is saved: an unknown key (or
 * one of the other scope) is refused, and all failing values are answered at once as a ZodError with
 * their paths in the request (`values.<i>.value`). IBANs are stored in electronic format.
 */
export function parseSettingValues(
  scope: 'global' | 'organization',
  values: { key: string; value: unknown }[],
): { def: SettingDef; value: unknown }[] {
  const issues: z.core.$ZodIssue[] = [];
  const parsed = values.map((entry, i) => {
    const def = settingDefByKey(entry.key);
    if (!def || def.scope !== scope) throw errors.badRequest(ErrorKeys.setting.unknownKey);
    const result = settingValueSchema(def, { iban: (v) => normalizeIban(v) !== null }).safeParse(entry.value, {
      reportInput: true,
    });
    if (!result.success)
      issues.push(...result.error.issues.map((issue) => ({ ...issue, path: ['values', i, 'value', ...issue.path] })));
    const value =
      result.success && def.format === 'iban' && result.data ? normalizeIban(result.data as string) : result.data;
    return { def, value: result.success ? value : undefined };
  });
  if (issues.length) throw new ZodError(issues);
  return parsed;
}

/**
 * The organisation a settings change writes to: null for the global settings, which only platform
 * administrators may change (403); the current organisation's otherwise.
 */
export function settingsOrganization(user: UserContext, scope: 'global' | 'organization'): string | null {
  if (scope === 'global' && !user.roles.includes(PLATFORM_ADMIN)) throw errors.forbidden();
  return scope === 'organization' ? currentOrgOf(user) : null;
}

/** A value equal to the one in force (stored or default) changes nothing: no write, no audit entry, no event. */
export const changesSetting = (before: unknown, value: unknown): boolean =>
  JSON.stringify(before) !== JSON.stringify(value);
