import { refusal, type DomainError } from '@cadeau/service-kit/errors';
import { isHeadlessAgent } from './headless-agent';
import { newOrderNumber } from './order-number';
import {
  assertDeliverable,
  assertFeedbackOpen,
  assertOrderable,
  assertRedeemable,
  assertSwissAddress,
  confirmationAddress,
  type VoucherState,
} from './redemption-rules';

const running: VoucherState = {
  status: 'unused',
  campaignStatus: 'running',
  campaignName: 'Spring',
  startDate: '2030-03-01',
  endDate: '2030-03-31',
};

describe('assertRedeemable', () => {
  it('lets an unused code of an approved or running campaign through from its start through its end day', () => {
    expect(refusal(() => assertRedeemable(running, '2030-03-01'))).toBeNull();
    expect(refusal(() => assertRedeemable(running, '2030-03-31'))).toBeNull();
    expect(refusal(() => assertRedeemable({ ...running, campaignStatus: 'approved' }, '2030-03-01'))).toBeNull();
  });

  it('refuses a used code first, then a blocked campaign, then the timespan', () => {
    expect(
      refusal(() => assertRedeemable({ ...running, status: 'used', campaignStatus: 'blocked' }, '2030-04-02')),
    ).toEqual({ status: 409, key: 'error.voucher.alreadyUsed' });
    expect(refusal(() => assertRedeemable({ ...running, campaignStatus: 'blocked' }, '2030-04-02'))).toEqual({
      status: 409,
      key: 'error.voucher.campaignBlocked',
    });
    expect(refusal(() => assertRedeemable(running, '2030-02-28'))).toEqual({
      status: 409,
      key: 'error.voucher.tooEarly',
    });
    expect(refusal(() => assertRedeemable(running, '2030-04-01'))).toEqual({
      status: 409,
      key: 'error.voucher.expired',
    });
    expect(refusal(() => assertRedeemable({ ...running, campaignStatus: 'finished' }, '2030-03-15'))).toEqual({
      status: 409,
      key: 'error.voucher.expired',
    });
  });

  it('names the dates its texts show', () => {
    const params = (rule: () => void) => {
      try {
        rule();
      } catch (err) {
        return (err as { params?: unknown }).params;
      }
    };
    expect(params(() => assertRedeemable(running, '2030-02-01'))).toEqual({ startDate: '2030-03-01' });
    expect(params(() => assertRedeemable(running, '2030-05-01'))).toEqual({
      campaignName: 'Spring',
      endDate: '2030-03-31',
    });
  });
});

describe('assertFeedbackOpen', () => {
  it('takes feedback on a used code up to 30 days after its redemption', () => {
    expect(refusal(() => assertFeedbackOpen('used', '2030-03-01', '2030-03-31'))).toBeNull();
    expect(refusal(() => assertFeedbackOpen('used', '2030-03-01', '2030-04-01'))).toEqual({
      status: 409,
      key: 'error.voucher.feedbackClosed',
    });
    expect(refusal(() => assertFeedbackOpen('unused', null, '2030-03-01'))).toEqual({
      status: 409,
      key: 'error.voucher.notRedeemed',
    });
  });
});

describe('assertOrderable', () => {
  const ids = ['p1', 'p2'];
  it('needs one of the campaign products, orderable, and an address for a physical one', () => {
    expect(refusal(() => assertOrderable('p3', ids, { type: 'digital', status: 'approved' }, false))).toEqual({
      status: 404,
      key: 'error.voucher.productNotOffered',
    });
    expect(refusal(() => assertOrderable('p1', ids, undefined, false))).toEqual({
      status: 409,
      key: 'error.voucher.productUnavailable',
    });
    expect(refusal(() => assertOrderable('p1', ids, { type: 'digital', status: 'paused' }, false))).toEqual({
      status: 409,
      key: 'error.voucher.productUnavailable',
    });
    expect(refusal(() => assertOrderable('p1', ids, { type: 'physical', status: 'approved' }, false))).toEqual({
      status: 400,
      key: 'zod.invalid',
    });
    expect(refusal(() => assertOrderable('p1', ids, { type: 'physical', status: 'replaced' }, true))).toBeNull();
    expect(refusal(() => assertOrderable('p2', ids, { type: 'donation', status: 'approved' }, false))).toBeNull();
  });
});

describe('assertDeliverable', () => {
  it('needs somewhere to mail a digital gift to, and nothing for the other kinds', () => {
    expect(refusal(() => assertDeliverable('digital', null))).toEqual({ status: 400, key: 'zod.invalid' });
    expect(refusal(() => assertDeliverable('digital', 'anna@example.ch'))).toBeNull();
    expect(refusal(() => assertDeliverable('physical', null))).toBeNull();
    expect(refusal(() => assertDeliverable('donation', null))).toBeNull();
  });

  it('names the e-mail field as missing', () => {
    try {
      assertDeliverable('digital', null);
      throw new Error('not refused');
    } catch (err) {
      expect((err as DomainError).issues).toEqual([{ path: ['email'], message: 'zod.required' }]);
    }
  });
});

describe('confirmationAddress', () => {
  const recipient = { recipient_email: 'recipient@example.ch', recipient_email_valid: true };

  it.each([
    [
      'the typed address first',
      { email: 'typed@example.ch', address: { email: 'home@example.ch' } },
      recipient,
      'typed@example.ch',
    ],
    ["the delivery address's next", { address: { email: 'home@example.ch' } }, recipient, 'home@example.ch'],
    ['the address the code was mailed to last', { address: {} }, recipient, 'recipient@example.ch'],
    ['nothing when that one is not valid', {}, { ...recipient, recipient_email_valid: false }, null],
    [
      'a typed one even when the recipient address is not valid',
      { email: 'typed@example.ch' },
      { ...recipient, recipient_email_valid: false },
      'typed@example.ch',
    ],
  ])('sends the confirmation to %s', (_, typed, to, expected) => {
    expect(confirmationAddress(typed, to)).toBe(expected);
  });
});

describe('assertSwissAddress', () => {
  it('needs an existing postcode and one of its localities', () => {
    expect(refusal(() => assertSwissAddress({ zip: '8001', city: 'Zürich' }))).toBeNull();
    expect(assertSwissAddress({ zip: '8001', city: 'zurich' })).toBe('Zürich');
    expect(assertSwissAddress({ zip: '9000', city: 'St.Gallen' })).toBe('St. Gallen');
    expect(refusal(() => assertSwissAddress({ zip: '1999', city: 'Zürich' }))).toEqual({
      status: 400,
      key: 'error.address.unknownZip',
    });
    expect(refusal(() => assertSwissAddress({ zip: '8001', city: 'Basel' }))).toEqual({
      status: 400,
      key: 'error.address.cityMismatch',
    });
  });
});

describe('order numbers and headless agents', () => {
  it('makes order numbers of 10 Crockford base32 characters, shown XXXXX-XXXXX, all different', () => {
    const numbers = Array.from({ length: 1000 }, newOrderNumber);
    for (const n of numbers) expect(n).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('knows headless browsers and scanners from a person’s browser', () => {
    expect(
      isHeadlessAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36'),
    ).toBe(true);
    expect(isHeadlessAgent('')).toBe(true);
    expect(isHeadlessAgent(undefined)).toBe(true);
    expect(isHeadlessAgent('python-requests/2.31')).toBe(true);
    expect(
      isHeadlessAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe(false);
  });
});
