import { randomUUID } from 'node:crypto';
import type { CampaignStatus, UserContext } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import { actionsFor, giverOrganizationOf, managesCampaigns, standingTo } from './campaign-access';

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;
const ORG = randomUUID();
const member = (roles: string[], features = ['giver'], organizationId = ORG): Caller => ({
  roles: [],
  organizations: [{ id: organizationId, roles, features }],
  currentOrganizationId: organizationId,
});
const admin: Caller = { roles: ['platformAdmin'], organizations: [], currentOrganizationId: null };
const campaign = (status: CampaignStatus = 'draft', organization_id = ORG) => ({ organization_id, status });

describe('who works on which campaigns', () => {
  it("a member works on the current organisation's campaigns only when it gives (else 403 giverOnly)", () => {
    expect(giverOrganizationOf(member(['user']))).toBe(ORG);
    expect(refusal(() => giverOrganizationOf(member(['admin'], ['seller'])))).toEqual({
      status: 403,
      key: 'error.campaign.giverOnly',
    });
    expect(giverOrganizationOf(admin)).toBeNull();
  });

  it('admin and manager manage; designer designs; user reads', () => {
    expect(standingTo(member(['admin']), campaign())).toEqual({ manage: true, design: true, reviewer: false });
    expect(standingTo(member(['manager']), campaign())).toEqual({ manage: true, design: true, reviewer: false });
    expect(standingTo(member(['designer']), campaign())).toEqual({ manage: false, design: true, reviewer: false });
    expect(standingTo(member(['user']), campaign())).toEqual({ manage: false, design: false, reviewer: false });
    expect(managesCampaigns(member(['designer']))).toBe(false);
    expect(managesCampaigns(member(['manager']))).toBe(true);
  });

  it("another organisation's campaign or none is 404 notFound; a platform administrator reads and reviews all", () => {
    expect(refusal(() => standingTo(member(['admin']), campaign('draft', randomUUID())))).toEqual({
      status: 404,
      key: 'error.campaign.notFound',
    });
    expect(refusal(() => standingTo(member(['admin']), undefined))).toEqual({
      status: 404,
      key: 'error.campaign.notFound',
    });
    expect(standingTo(admin, campaign())).toEqual({ manage: false, design: false, reviewer: true });
    const acting = { ...member(['user']), roles: ['platformAdmin'] };
    expect(standingTo(acting, campaign())).toEqual({ manage: true, design: true, reviewer: true });
  });
});

describe('the actions a caller sees', () => {
  const manager = { manage: true, design: true, reviewer: false };
  const designer = { manage: false, design: true, reviewer: false };
  const reviewer = { manage: false, design: false, reviewer: true };
  const unpaid = { paid: false };
  it('by status and standing', () => {
    expect(actionsFor(manager, 'draft', unpaid)).toEqual([
      'edit',
      'editDesigns',
      'release',
      'delete',
      'createTemplate',
    ]);
    expect(actionsFor(manager, 'rejected', unpaid)).toEqual(['edit', 'editDesigns', 'release', 'createTemplate']);
    expect(actionsFor(manager, 'pending', unpaid)).toEqual(['createTemplate']);
    expect(actionsFor(designer, 'draft', unpaid)).toEqual(['editDesigns']);
    expect(actionsFor(designer, 'approved', unpaid)).toEqual([]);
    expect(actionsFor(reviewer, 'pending', { paid: true })).toEqual(['approve', 'reject', 'block']);
    expect(actionsFor(reviewer, 'running', { paid: true })).toEqual(['block']);
    expect(actionsFor(reviewer, 'finished', { paid: true })).toEqual([]);
  });

  it('offers the approval only while the deposit is paid (issue 19)', () => {
    expect(actionsFor(reviewer, 'pending', unpaid)).toEqual(['reject', 'block']);
    expect(actionsFor(reviewer, 'pending', { paid: true })).toEqual(['approve', 'reject', 'block']);
    // A paid deposit gives the giver's managers nothing to decide.
    expect(actionsFor(manager, 'pending', { paid: true })).toEqual(['createTemplate']);
  });
});
