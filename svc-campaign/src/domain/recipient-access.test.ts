import { refusal } from '@cadeau/service-kit/errors';
import type { UserContext } from '@cadeau/contracts';
import { assertRecipientAccess, type RecipientsCampaign } from './recipient-access';

const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;
const memberOf = (roles: string[], features = ['giver'], org = ORG): Caller => ({
  roles: [],
  organizations: [{ id: org, roles, features }],
  currentOrganizationId: org,
});
const platformAdmin = (current: string | null = null): Caller => ({
  roles: ['platformAdmin'],
  organizations: current ? [{ id: current, roles: [], features: ['giver'] }] : [],
  currentOrganizationId: current,
});
const campaign = (status: RecipientsCampaign['status'] = 'draft', org = ORG): RecipientsCampaign => ({
  organization_id: org,
  status,
});
const check = (caller: Caller, c: RecipientsCampaign | undefined, need: 'read' | 'write') =>
  refusal(() => assertRecipientAccess(caller, c, need));

describe('assertRecipientAccess', () => {
  it('lets admins and managers write, designers and users read', () => {
    for (const role of ['admin', 'manager']) expect(check(memberOf([role]), campaign(), 'write')).toBeNull();
    for (const role of ['designer', 'user']) {
      expect(check(memberOf([role]), campaign(), 'read')).toBeNull();
      expect(check(memberOf([role]), campaign(), 'write')).toEqual({ status: 403, key: 'error.forbidden' });
    }
  });

  it('answers another organisation or no campaign as not found, and a non-giver as forbidden', () => {
    const notFound = { status: 404, key: 'error.campaign.notFound' };
    expect(check(memberOf(['admin']), campaign('draft', OTHER), 'read')).toEqual(notFound);
    expect(check(memberOf(['admin']), undefined, 'read')).toEqual(notFound);
    expect(check(memberOf(['admin'], ['seller']), campaign(), 'read')).toEqual({
      status: 403,
      key: 'error.campaign.giverOnly',
    });
  });

  it('refuses writes once released, with the key of the status', () => {
    expect(check(memberOf(['admin']), campaign('rejected'), 'write')).toBeNull();
    expect(check(memberOf(['admin']), campaign('pending'), 'write')).toEqual({
      status: 409,
      key: 'error.campaign.pending',
    });
    expect(check(memberOf(['admin']), campaign('approved'), 'write')).toEqual({
      status: 409,
      key: 'error.campaign.alreadyApproved',
    });
    expect(check(memberOf(['user']), campaign('pending'), 'read')).toBeNull();
  });

  it("lets platform administrators read every campaign's recipients and write only their own organisation's", () => {
    expect(check(platformAdmin(), campaign(), 'read')).toBeNull();
    expect(check(platformAdmin(), campaign(), 'write')).toEqual({ status: 403, key: 'error.forbidden' });
    expect(check(platformAdmin(ORG), campaign(), 'write')).toBeNull();
  });
});
