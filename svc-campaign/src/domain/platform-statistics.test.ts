import { statisticsPeriodOf } from './platform-statistics';
import { taskPath } from './platform-tasks';

describe('the platform statistics period', () => {
  it('is the last 30 days up to today by default, compared with the 30 days before', () => {
    expect(statisticsPeriodOf({}, '2026-11-29')).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
      previousFrom: '2026-10-01',
      previousTo: '2026-10-30',
    });
  });

  it('compares a chosen period with the days just before it, of the same length', () => {
    expect(statisticsPeriodOf({ from: '2026-11-01', to: '2026-11-07' }, '2026-11-29')).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      previousFrom: '2026-10-25',
      previousTo: '2026-10-31',
    });
    expect(statisticsPeriodOf({ to: '2026-03-01' }, '2026-11-29')).toMatchObject({ from: '2026-01-31' });
  });

  it('runs a lone first day to today, at most two years, and a day after today alone', () => {
    expect(statisticsPeriodOf({ from: '2026-11-01' }, '2026-11-29')).toMatchObject({ to: '2026-11-29' });
    expect(statisticsPeriodOf({ from: '2020-01-01' }, '2026-11-29')).toMatchObject({ to: '2021-12-31' });
    expect(statisticsPeriodOf({ from: '2027-01-10' }, '2026-11-29')).toMatchObject({
      from: '2027-01-10',
      to: '2027-01-10',
      previousFrom: '2027-01-09',
      previousTo: '2027-01-09',
    });
  });
});

describe('platform tasks', () => {
  it('lead to the page where each is done', () => {
    const id = '0d7f2b8e-5c1a-4b7e-9a51-2f3c4d5e6f70';
    expect(taskPath('organizationReview', id)).toBe(`/cockpit/organizations/${id}`);
    expect(taskPath('productReview', id)).toBe(`/cockpit/products/${id}`);
    expect(taskPath('campaignReview', id)).toBe(`/cockpit/campaigns/${id}`);
    expect(taskPath('depositOverdue', id)).toBe(`/cockpit/invoices?invoice=${id}`);
    expect(taskPath('payoutRequest', id)).toBe(`/cockpit/invoices?invoice=${id}`);
    expect(taskPath('conversationOpen', id)).toBe(`/cockpit/conversations/${id}`);
    expect(taskPath('bankPaymentUnmatched', id)).toBe('/cockpit/bank-payments?status=unmatched');
    expect(taskPath('contactUnanswered', id)).toBe('/cockpit/contacts?status=open');
  });
});
