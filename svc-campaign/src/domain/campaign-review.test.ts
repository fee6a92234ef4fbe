import { invoiceStatuses, type InvoiceStatus } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';
import { planReview } from './campaign-review';
import { campaignStatuses } from '@cadeau/contracts/values';

/** The status and key of a refusal, or 'planned'. */
function outcome(run: () => unknown): { status: number; key: string } | 'planned' {
  try {
    run();
    return 'planned';
  } catch (err) {
    if (err instanceof DomainError) return { status: err.status, key: err.key };
    throw err;
  }
}

const paid = { status: 'paid' as const };

describe('planning a review (issue 19: approval needs the deposit paid)', () => {
  it('approves a pending campaign whose deposit is paid, keeping an optional note', () => {
    expect(planReview({ status: 'pending' }, paid, { decision: 'approve' })).toEqual({
      decision: 'approve',
      status: 'approved',
      reason: null,
    });
    expect(planReview({ status: 'pending' }, paid, { decision: 'approve', reason: 'Fine' }).reason).toBe('Fine');
  });

  it('refuses the approval with 409 error.campaign.depositUnpaid while the deposit is not issued or not paid', () => {
    const unpaid: (InvoiceStatus | null)[] = [null, ...invoiceStatuses.filter((s) => s !== 'paid')];
    for (const status of unpaid)
      expect({
        status,
        refusal: outcome(() => planReview({ status: 'pending' }, status && { status }, { decision: 'approve' })),
      }).toEqual({
        status,
        refusal: { status: 409, key: 'error.campaign.depositUnpaid' },
      });
  });

  it('rejects and blocks whatever the deposit, with the reason', () => {
    for (const deposit of [null, { status: 'open' as const }, paid]) {
      expect(planReview({ status: 'pending' }, deposit, { decision: 'reject', reason: 'Too small' })).toEqual({
        decision: 'reject',
        status: 'rejected',
        reason: 'Too small',
      });
      expect(planReview({ status: 'running' }, deposit, { decision: 'block', reason: 'Fraud' })).toEqual({
        decision: 'block',
        status: 'blocked',
        reason: 'Fraud',
      });
    }
  });

  it('judges the status before the deposit: an approved campaign is already approved, paid or not', () => {
    expect(outcome(() => planReview({ status: 'approved' }, null, { decision: 'approve' }))).toEqual({
      status: 409,
      key: 'error.campaign.alreadyApproved',
    });
    expect(outcome(() => planReview({ status: 'draft' }, paid, { decision: 'approve' }))).toEqual({
      status: 409,
      key: 'error.campaign.invalidStatus',
    });
  });

  it('approves from pending only, like the transition table', () => {
    const approvable = campaignStatuses.filter(
      (status) => outcome(() => planReview({ status }, paid, { decision: 'approve' })) === 'planned',
    );
    expect(approvable).toEqual(['pending']);
  });
});
