import { campaignPlaceholderValues, mailDate } from './design-values';

describe('campaign placeholder values', () => {
  it('writes dates as the mail language does (spec 9: dd.mm.yy, mm/dd/yy), from a pg Date or an ISO day', () => {
    expect(mailDate('2026-12-24', 'de')).toBe('24.12.26');
    expect(mailDate('2026-12-24', 'en')).toBe('12/24/26');
    expect(mailDate(new Date(2026, 0, 5), 'de')).toBe('05.01.26');
  });

  it("fills the campaign's name, the giver and the dates once set, and leaves the rest to the samples", () => {
    const campaign = { name: 'Sommer', start_date: '2026-12-01', end_date: null };
    expect(campaignPlaceholderValues(campaign, 'Muster AG', 'de')).toEqual({
      campaignName: 'Sommer',
      giverName: 'Muster AG',
      validFrom: '01.12.26',
    });
    expect(campaignPlaceholderValues({ ...campaign, start_date: null }, null, 'en')).toEqual({
      campaignName: 'Sommer',
    });
  });
});
