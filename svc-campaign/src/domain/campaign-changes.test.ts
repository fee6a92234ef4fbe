import type { CampaignStatus } from '@cadeau/contracts';
import { DomainError, refusal } from '@cadeau/service-kit/errors';
import {
  foundCampaign,
  planCampaignDeletion,
  planCampaignUpdate,
  planRelease,
  refuseSave,
  type StoredCampaign,
} from './campaign-changes';
import type { CampaignFields } from './campaign-rules';

// The giver's campaign changes as plans, without Postgres: what db/campaign-changes.ts writes for each.

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const fields: CampaignFields = {
  type: 'manual',
  startDate: '2030-03-01',
  endDate: '2030-03-31',
  budgetRappen: 100000,
  productIds: [PRODUCT],
};
const campaign = (status: CampaignStatus, version = 3): StoredCampaign & { fields: CampaignFields } => ({
  status,
  name: 'Spring',
  version,
  fields,
});

const thrown = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (err) {
    return err as DomainError;
  }
  throw new Error('not refused');
};

describe('foundCampaign', () => {
  it('passes a campaign on and answers one gone meanwhile with 404', () => {
    expect(foundCampaign(campaign('draft'))).toEqual(campaign('draft'));
    expect(refusal(() => foundCampaign(undefined))).toEqual({ status: 404, key: 'error.campaign.notFound' });
  });
});

describe('planCampaignUpdate', () => {
  it('writes the name and fields as the next version, with the changes per field', () => {
    const next = { name: 'Summer', fields: { ...fields, budgetRappen: 150000, productIds: [] } };
    expect(planCampaignUpdate(campaign('draft'), 3, next)).toEqual({
      name: 'Summer',
      fields: next.fields,
      version: 4,
      changes: {
        name: { from: 'Spring', to: 'Summer' },
        budgetRappen: { from: 100000, to: 150000 },
        productIds: { from: [PRODUCT], to: [] },
      },
    });
  });

  it('writes nothing when nothing changes', () => {
    expect(planCampaignUpdate(campaign('rejected'), 3, { name: 'Spring', fields: { ...fields } })).toBeNull();
  });

  it.each([
    ['a campaign gone meanwhile', undefined, 3, { status: 404, key: 'error.campaign.notFound' }],
    ['a pending campaign', campaign('pending'), 3, { status: 409, key: 'error.campaign.pending' }],
    ['a running campaign', campaign('running'), 3, { status: 409, key: 'error.campaign.alreadyApproved' }],
    // The status first: an uneditable campaign says why even to a stale save.
    ['a stale save of a blocked campaign', campaign('blocked'), 2, { status: 409, key: 'error.campaign.blocked' }],
    ['a stale save', campaign('draft'), 2, { status: 409, key: 'error.campaign.versionConflict' }],
  ] as [string, ReturnType<typeof campaign> | undefined, number, object][])(
    'refuses %s',
    (_, stored, version, refused) => {
      expect(refusal(() => planCampaignUpdate(stored, version, { name: 'Summer', fields }))).toEqual(refused);
    },
  );
});

describe('planRelease', () => {
  it.each(['draft', 'rejected'] as const)('releases a %s campaign for review when nothing blocks it', (status) => {
    expect(planRelease(campaign(status), [])).toEqual({ from: status, to: 'pending' });
  });

  it('refuses with every blocker as an issue at its section', () => {
    const err = thrown(() =>
      planRelease(campaign('draft'), [
        { key: 'error.campaign.noRecipients', section: 'recipients' },
        { key: 'error.campaign.invalidRecipients', section: 'recipients', params: { count: 2 } },
      ]),
    );
    expect({ status: err.status, key: err.key, issues: err.issues }).toEqual({
      status: 409,
      key: 'error.campaign.releaseBlocked',
      issues: [
        { path: ['recipients'], message: 'error.campaign.noRecipients' },
        { path: ['recipients'], message: 'error.campaign.invalidRecipients', params: { count: 2 } },
      ],
    });
  });

  it.each([
    ['a campaign gone meanwhile', undefined, { status: 404, key: 'error.campaign.notFound' }],
    ['a pending campaign, blockers or not', campaign('pending'), { status: 409, key: 'error.campaign.pending' }],
    ['an approved campaign', campaign('approved'), { status: 409, key: 'error.campaign.alreadyApproved' }],
  ] as [string, StoredCampaign | undefined, object][])('refuses %s', (_, stored, refused) => {
    expect(refusal(() => planRelease(stored, [{ key: 'error.campaign.noRecipients', section: 'recipients' }]))).toEqual(
      refused,
    );
  });
});

describe('planCampaignDeletion', () => {
  it('deletes a draft', () => {
    expect(planCampaignDeletion(campaign('draft'))).toEqual({ from: 'draft', to: 'deleted' });
  });

  it.each([
    ['a campaign gone meanwhile', undefined, { status: 404, key: 'error.campaign.notFound' }],
    ['a rejected campaign', campaign('rejected'), { status: 409, key: 'error.campaign.invalidStatus' }],
    ['a finished campaign', campaign('finished'), { status: 409, key: 'error.campaign.invalidStatus' }],
    ['a pending campaign', campaign('pending'), { status: 409, key: 'error.campaign.pending' }],
  ] as [string, StoredCampaign | undefined, object][])('refuses %s', (_, stored, refused) => {
    expect(refusal(() => planCampaignDeletion(stored))).toEqual(refused);
  });
});

describe('refuseSave', () => {
  it('answers the rules’ issues at their fields, with their values', () => {
    const err = thrown(() =>
      refuseSave([
        { key: 'error.campaign.budgetTooLow', path: ['budgetRappen'], section: 'budget', params: { min: 100000 } },
      ]),
    );
    expect({ status: err.status, key: err.key, issues: err.issues }).toEqual({
      status: 400,
      key: 'zod.invalid',
      issues: [{ path: ['budgetRappen'], message: 'error.campaign.budgetTooLow', params: { min: 100000 } }],
    });
  });
});
