import { globalSetting, listSettings, saveSettings } from '../db/settings';
import { actorOf } from '../domain/audit';
import { checkSettingRanges, rangePartners } from '../domain/setting-ranges';
import { parseSettingValues, settingsOrganization } from '../domain/settings';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /setting: global settings (platform administrators) or the current organisation's (its admins),
 * all values checked against their type and bounds before any is saved, then against the settings they
 * bound (a maximum below its minimum is refused at both); a secret sent back as its mask stays as stored.
 * Each change is audited and announced as `setting.updated` (svc-mail reads the mail settings from these
 * events).
 */
export const handleUpdateSettings =
  ({ kit, production }: IdentityDeps): Handler<'PUT /setting'> =>
  async (ctx, { body, user }) => {
    const organizationId = settingsOrganization(user!, body.scope);
    const values = parseSettingValues(body.scope, body.values);
    if (body.scope === 'global') {
      const sent = values.map(({ def, value }) => ({ key: def.key, value }));
      const partners = rangePartners(sent.map((s) => s.key));
      const inForce = Object.fromEntries(
        await Promise.all(partners.map(async (key) => [key, await globalSetting(kit.db, key, production)] as const)),
      );
      checkSettingRanges(sent, inForce);
    }
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    await saveSettings({ db: kit.db, addEvent: kit.addEvent, production }, body.scope, organizationId, values, by);
    return listSettings(kit.db, user!, organizationId ?? user!.currentOrganizationId, production, body.scope);
  };
