import { MAX_VOUCHERS_PER_EVENT, vouchersByCampaign } from './events';

describe('the vouchers of campaignMail events', () => {
  it('go per campaign, at most 1,000 per event, leaving out mails without a voucher', () => {
    const rows = [
      ...Array.from({ length: 2500 }, (_, i) => ({ campaign_id: 'a', voucher_id: `a${i}` })),
      { campaign_id: 'b', voucher_id: 'b0' },
      { campaign_id: null, voucher_id: null },
    ];
    const events = vouchersByCampaign(rows);
    expect(events.map((e) => [e.campaignId, e.voucherIds.length])).toEqual([
      ['a', 1000],
      ['a', 1000],
      ['a', 500],
      ['b', 1],
    ]);
    expect(events.flatMap((e) => e.voucherIds)).toHaveLength(2501);
    expect(MAX_VOUCHERS_PER_EVENT).toBe(1000);
  });
});
