import { defaultSettings, isMailSetting, resolveSettings, SETTING_KEYS } from './settings';

const defaults = defaultSettings(false);

describe('the mail settings in force', () => {
  it('are the spec defaults without stored values', () => {
    expect(resolveSettings(new Map(), defaults, {})).toEqual(defaults);
    expect(defaultSettings(true).provider).toBe('sendgrid');
  });

  it('take well-formed stored values, the stored hours in the default zone', () => {
    const stored = new Map<string, unknown>([
      [SETTING_KEYS.businessHours, { from: '08:00', to: '18:00' }],
      [SETTING_KEYS.maxPerRun, 25],
      [SETTING_KEYS.provider, 'sendgrid'],
      [SETTING_KEYS.providerKey, 'SG.key'],
      [SETTING_KEYS.providerUrl, ''],
    ]);
    expect(resolveSettings(stored, defaults, {})).toEqual({
      businessHours: { from: '08:00', to: '18:00', timeZone: 'Europe/Zurich' },
      maxPerRun: 25,
      provider: 'sendgrid',
      providerKey: 'SG.key',
      providerUrl: null,
    });
  });

  it('keep the default of a malformed or cleared value and say which key was malformed', () => {
    const malformed: string[] = [];
    const stored = new Map<string, unknown>([
      [SETTING_KEYS.maxPerRun, 5000],
      [SETTING_KEYS.businessHours, null],
    ]);
    expect(resolveSettings(stored, defaults, {}, (key) => malformed.push(key))).toEqual(defaults);
    expect(malformed).toEqual([SETTING_KEYS.maxPerRun]);
  });

  it('let the MAIL_* overrides win over stored values', () => {
    const stored = new Map<string, unknown>([[SETTING_KEYS.maxPerRun, 25]]);
    expect(resolveSettings(stored, defaults, { maxPerRun: 3 }).maxPerRun).toBe(3);
  });

  it('concern only global Mail and Campaign.Mail* keys', () => {
    expect(isMailSetting('global', 'Mail.DispatcherKey')).toBe(true);
    expect(isMailSetting('organization', 'Mail.DispatcherKey')).toBe(false);
    expect(isMailSetting('global', 'Campaign.Other')).toBe(false);
  });
});
