import { ErrorKeys, PLATFORM_ADMIN, settingDefByKey, settingQuery, settingValueSchema } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { ZodError, type z } from 'zod';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { currentOrgOf } from '../domain/current-organization';
import { normalizeIban } from '../domain/iban';
import { defaultOf, listSettings, SECRET_SETTINGS } from '../domain/settings';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /setting?scope=: global settings and the current organisation's; admin-only ones only for platform administrators. */
export function registerGetSettings({ kit, production }: IdentityDeps) {
  kit.route(routeOf('GET', '/setting'), async (_ctx, { query, user }) => {
    const { scope } = settingQuery.parse(query);
    return listSettings(kit.db, user!, user!.currentOrganizationId, production, scope);
  });
}

/**
 * PUT /setting: global settings (platform administrators) or the current organisation's (its admins),
 * all values checked against their type and bounds before any is saved. Each change is audited and
 * announced as `setting.updated` (svc-mail reads the mail settings from these events).
 */
export function registerUpdateSettings({ kit, production }: IdentityDeps) {
  kit.route(routeOf('PUT', '/setting'), async (ctx, { body, user }) => {
    const me = user!;
    if (body.scope === 'global' && !me.roles.includes(PLATFORM_ADMIN)) throw errors.forbidden();
    const organizationId = body.scope === 'organization' ? currentOrgOf(me) : null;
    const issues: z.core.$ZodIssue[] = [];
    const parsed = body.values.map((entry, i) => {
      const def = settingDefByKey(entry.key);
      if (!def || def.scope !== body.scope) throw errors.badRequest(ErrorKeys.setting.unknownKey);
      const result = settingValueSchema(def, { iban: (v) => normalizeIban(v) !== null }).safeParse(entry.value, { reportInput: true });
      if (!result.success) issues.push(...result.error.issues.map((issue) => ({ ...issue, path: ['values', i, 'value', ...issue.path] })));
      return { def, value: result.success ? (def.format === 'iban' && result.data ? normalizeIban(result.data as string) : result.data) : undefined };
    });
    if (issues.length) throw new ZodError(issues);

    await kit.db.transaction(async (trx) => {
      for (const { def, value } of parsed) {
        const where = organizationId ? { scope: 'organization', organization_id: organizationId, key: def.key } : { scope: 'global', key: def.key };
        const current = await trx('settings').where(where).forUpdate().first('value');
        const before = current ? current.value : defaultOf(def, production);
        if (JSON.stringify(before) === JSON.stringify(value)) continue;
        const row = { ...where, value: JSON.stringify(value), updated_by: actorOf(me), updated_at: trx.fn.now() };
        if (current) await trx('settings').where(where).update(row);
        else await trx('settings').insert(row);
        const shown = SECRET_SETTINGS.has(def.key) ? { from: before ? '***' : '', to: value ? '***' : '' } : { from: before, to: value };
        await audit(trx, { userId: actorOf(me), action: 'update', entity: 'setting', entityId: null, organizationId, value: { key: def.key, ...shown }, ip: clientInfo(ctx).ip });
        await kit.addEvent(trx, 'setting.updated', { scope: body.scope, organizationId, key: def.key, value });
      }
    });
    return listSettings(kit.db, me, organizationId ?? me.currentOrganizationId, production, body.scope);
  });
}
