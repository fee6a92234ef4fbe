import { refusal } from '@cadeau/service-kit/errors';
import {
  assertInvoiceReadable,
  assertMayRequestPayout,
  assertOrganizationReadable,
  organizationScope,
} from './billing-access';

const orgA = '11111111-1111-4111-8111-111111111111';
const orgB = '22222222-2222-4222-8222-222222222222';
const member = (roles: string[] = ['user']) => ({
  roles: [],
  organizations: [{ id: orgA, roles, features: ['giver'] }],
  currentOrganizationId: orgA,
});
const admin = { roles: ['platformAdmin'], organizations: [], currentOrganizationId: null };

describe('who reads and moves which money', () => {
  it('a member reads its own organisation only; an administrator every one', () => {
    expect(organizationScope(member())).toBe(orgA);
    expect(organizationScope(admin)).toBeNull();
  });
  it("another organisation's invoice is answered as unknown (404 error.invoice.notFound)", () => {
    expect(refusal(() => assertInvoiceReadable(member(), { organization_id: orgB }))).toEqual({
      status: 404,
      key: 'error.invoice.notFound',
    });
    expect(refusal(() => assertInvoiceReadable(member(), { organization_id: orgA }))).toBeNull();
    expect(refusal(() => assertInvoiceReadable(admin, { organization_id: orgB }))).toBeNull();
  });
  it("another organisation's budget is 404 error.organization.notFound", () => {
    expect(refusal(() => assertOrganizationReadable(member(), orgB))).toEqual({
      status: 404,
      key: 'error.organization.notFound',
    });
  });
  it('only an organisation admin asks for its payout (a manager is 403)', () => {
    expect(refusal(() => assertMayRequestPayout(member(['manager']), orgA))).toEqual({
      status: 403,
      key: 'error.forbidden',
    });
    expect(refusal(() => assertMayRequestPayout(member(['admin']), orgA))).toBeNull();
    expect(refusal(() => assertMayRequestPayout(admin, orgB))).toBeNull();
  });
});
