import { ZodError } from 'zod';
import { PLATFORM_ADMIN, SECRET_SETTING_MASK, settingDefByKey, type UserContext } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  answeredValue,
  auditedChange,
  changesSetting,
  keepsStoredSecret,
  parseSettingValues,
  settingsOrganization,
  valuesForServices,
} from './settings';
import { EMPTY_INVOICE_ADDRESS, invoiceAddressOf, toInvoiceAddressBody } from './invoice-address';

describe('setting values', () => {
  it('parses every value against its definition, IBANs in electronic format', () => {
    const parsed = parseSettingValues('global', [
      { key: 'Campaign.LeadTimeDays', value: 10 },
      { key: 'Payment.IBAN', value: 'CH93 0076 2011 6238 5295 7' },
    ]);
    expect(parsed.map((p) => [p.def.key, p.value])).toEqual([
      ['Campaign.LeadTimeDays', 10],
      ['Payment.IBAN', 'CH9300762011623852957'],
    ]);
  });

  it('refuses unknown keys and keys of the other scope; answers all bad values at once with their paths', () => {
    expect(refusal(() => parseSettingValues('global', [{ key: 'Nope', value: 1 }]))?.key).toBe(
      'error.setting.unknownKey',
    );
    expect(refusal(() => parseSettingValues('organization', [{ key: 'Campaign.LeadTimeDays', value: 1 }]))?.key).toBe(
      'error.setting.unknownKey',
    );
    let thrown: unknown;
    try {
      parseSettingValues('global', [
        { key: 'Campaign.LeadTimeDays', value: 999 },
        { key: 'Campaign.MinDurationDays', value: 0 },
      ]);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ZodError);
    expect((thrown as ZodError).issues.map((i) => i.path)).toEqual([
      ['values', 0, 'value'],
      ['values', 1, 'value'],
    ]);
  });

  it('never audits the dispatcher key in clear', () => {
    expect(auditedChange('Mail.DispatcherKey', '', 'secret')).toEqual({ from: '', to: '***' });
    expect(auditedChange('Campaign.LeadTimeDays', 7, 8)).toEqual({ from: 7, to: 8 });
  });

  it('answers the dispatcher key masked, and keeps it when the mask comes back', () => {
    const key = settingDefByKey('Mail.DispatcherKey')!;
    const url = settingDefByKey('Mail.DispatcherUrl')!;
    expect(answeredValue(key, 'SG.secret')).toBe(SECRET_SETTING_MASK);
    expect(answeredValue(key, '')).toBe('');
    expect(answeredValue(url, 'https://x.ch')).toBe('https://x.ch');
    expect(keepsStoredSecret(key, SECRET_SETTING_MASK)).toBe(true);
    expect(keepsStoredSecret(key, 'SG.new')).toBe(false);
    expect(keepsStoredSecret(url, SECRET_SETTING_MASK)).toBe(false);
  });
});

describe('invoice address', () => {
  const form = { name: 'Alpen AG', street: 'See', houseNumber: '1', zip: '8001', city: 'Zürich', country: 'ch' };

  it('is complete with name, street, zip, city and country; empty before it is set', () => {
    expect(toInvoiceAddressBody(EMPTY_INVOICE_ADDRESS).complete).toBe(false);
    expect(toInvoiceAddressBody(invoiceAddressOf(form))).toEqual({ ...form, email: null, iban: null, complete: true });
  });

  it('refuses an invalid IBAN and an unknown Swiss zip', () => {
    expect(refusal(() => invoiceAddressOf({ ...form, iban: 'CH00' }))?.key).toBe('error.invoiceAddress.invalidIban');
    expect(refusal(() => invoiceAddressOf({ ...form, zip: '0000' }))?.key).toBe('error.organization.invalidZip');
    expect(refusal(() => invoiceAddressOf({ ...form, zip: '10115', country: 'de' }))).toBeNull();
  });
});

describe('who changes which settings', () => {
  const ORG = '00000000-0000-4000-8000-000000000001';
  const orgAdmin = {
    userId: '00000000-0000-4000-8000-0000000000a1',
    roles: [],
    organizations: [{ id: ORG, roles: ['admin'] }],
    currentOrganizationId: ORG,
  } as unknown as UserContext;
  const platformAdmin = { ...orgAdmin, roles: [PLATFORM_ADMIN] } as UserContext;

  it('lets only platform administrators change the global scope (403)', () => {
    expect(refusal(() => settingsOrganization(orgAdmin, 'global'))).toEqual({ status: 403, key: 'error.forbidden' });
    expect(settingsOrganization(platformAdmin, 'global')).toBeNull();
  });

  it('writes organisation settings to the current organisation', () => {
    expect(settingsOrganization(orgAdmin, 'organization')).toBe(ORG);
    expect(settingsOrganization(platformAdmin, 'organization')).toBe(ORG);
  });

  it('counts only a different value as a change', () => {
    expect(changesSetting(10, 10)).toBe(false);
    expect(changesSetting(['a'], ['a'])).toBe(false);
    expect(changesSetting(10, 11)).toBe(true);
  });
});

describe('the settings other services read', () => {
  it('answers every global setting by key: the stored value, else the default where the service runs', () => {
    const values = valuesForServices([{ key: 'Product.MaxImages', value: 8 }], false);
    expect(values['Product.MaxImages']).toBe(8);
    expect(values['Product.MinImages']).toBe(1);
    expect(values['Product.MaxImageSize']).toBe(10);
    expect(values['Campaign.MaxVideoSize']).toBe(200);
    expect(values['Mail.DispatcherProvider']).toBe('dev');
    expect(valuesForServices([], true)['Mail.DispatcherProvider']).toBe('sendgrid');
    // Organisation settings are not global values.
    expect(values).not.toHaveProperty('Orders.NotificationMails');
  });

  it('never answers a secret, set or not', () => {
    expect(valuesForServices([{ key: 'Mail.DispatcherKey', value: 'SG.secret' }], false)).not.toHaveProperty(
      'Mail.DispatcherKey',
    );
    expect(valuesForServices([], false)).not.toHaveProperty('Mail.DispatcherKey');
  });
});
