import { DomainError } from '@cadeau/service-kit/errors';
import { campaignStatuses, type CampaignStatus } from '@cadeau/contracts/values';
import { canDo, isEditable, nextStatus, type CampaignAction } from './campaign-status';

const allowed: Record<CampaignAction, Partial<Record<CampaignStatus, CampaignStatus | 'deleted'>>> = {
  release: { draft: 'pending', rejected: 'pending' },
  approve: { pending: 'approved' },
  reject: { pending: 'rejected' },
  block: { pending: 'blocked', approved: 'blocked', running: 'blocked' },
  start: { approved: 'running' },
  finish: { approved: 'finished', running: 'finished' },
  delete: { draft: 'deleted' },
};

describe('campaign transitions', () => {
  for (const action of Object.keys(allowed) as CampaignAction[]) {
    for (const status of campaignStatuses) {
      const to = allowed[action][status];
      it(`${action} from ${status} ${to ? `gives ${to}` : 'is refused with 409'}`, () => {
        expect(canDo(status, action)).toBe(!!to);
        if (to) expect(nextStatus(status, action)).toBe(to);
        else {
          let refusal: unknown;
          try {
            nextStatus(status, action);
          } catch (err) {
            refusal = err;
          }
          expect(refusal).toBeInstanceOf(DomainError);
          expect((refusal as DomainError).status).toBe(409);
          expect((refusal as DomainError).key).toMatch(/^error\.campaign\./);
        }
      });
    }
  }

  it('names why a released campaign refuses: pending, approved or blocked', () => {
    const keyOf = (status: CampaignStatus) => {
      try {
        nextStatus(status, 'delete');
      } catch (err) {
        return (err as DomainError).key;
      }
    };
    expect(keyOf('pending')).toBe('error.campaign.pending');
    expect(keyOf('approved')).toBe('error.campaign.alreadyApproved');
    expect(keyOf('running')).toBe('error.campaign.alreadyApproved');
    expect(keyOf('blocked')).toBe('error.campaign.blocked');
    expect(keyOf('finished')).toBe('error.campaign.invalidStatus');
  });

  it('lets the giver change only drafts and rejected campaigns', () => {
    expect(campaignStatuses.filter(isEditable)).toEqual(['draft', 'rejected']);
  });
});
