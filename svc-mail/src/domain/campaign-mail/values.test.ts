import { campaignValues, formatDay, sendTimeValues, storedRecipientValues } from './values';

describe('the values of a campaign mail', () => {
  it('writes the campaign days as spec section 9 does: de dd.mm.yy, en mm/dd/yy', () => {
    expect(formatDay('2026-12-24', 'de')).toBe('24.12.26');
    expect(formatDay('2026-12-24', 'en')).toBe('12/24/26');
    expect(formatDay(null, 'de')).toBe('');
    expect(campaignValues({ campaignName: 'W', giverName: 'G', validFrom: '2026-12-01', validTo: null }, 'en')).toEqual(
      { campaignName: 'W', giverName: 'G', validFrom: '12/01/26', validUntil: '' },
    );
  });

  it('greets a recipient without a salutation in the language of the mail', () => {
    expect(storedRecipientValues({ salutation: null, greeting: null }, 'de', 'u')).toEqual({
      salutation: 'Guten Tag',
      greeting: '',
      unsubscribeLink: 'u',
    });
    expect(storedRecipientValues({ salutation: '  ', greeting: ' Danke ' }, 'en', 'u')).toMatchObject({
      salutation: 'Hello',
      greeting: 'Danke',
    });
  });

  it('puts the code into the link fragment as 16 digits', () => {
    const values = sendTimeValues(
      { salutation: 'Hallo', greeting: '', unsubscribeLink: 'u' },
      '1234-5678-9012-3452',
      'https://cadeau.ch/',
    );
    expect(values).toMatchObject({
      code: '1234-5678-9012-3452',
      redeemLink: 'https://cadeau.ch/campaign#code=1234567890123452',
    });
  });
});
