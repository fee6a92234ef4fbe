import { emptyFunnelCounts, funnelRatesPerMille } from './funnel';

describe('funnel rates', () => {
  it('are per mille of the recipients, rounded half up, none without recipients', () => {
    const counts = { ...emptyFunnelCounts(), recipients: 6, sent: 4, opened: 1, redeemed: 6 };
    expect(funnelRatesPerMille(counts)).toEqual({
      recipients: 1000,
      sent: 667,
      delivered: 0,
      opened: 167,
      clicked: 0,
      redeemed: 1000,
      thanked: 0,
    });
    expect(funnelRatesPerMille(emptyFunnelCounts()).sent).toBeNull();
  });
});
