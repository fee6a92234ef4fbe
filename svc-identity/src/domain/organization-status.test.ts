import { organizationStatuses } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  acceptsMembers,
  assertAcceptsMembers,
  assertStatusChange,
  canChangeStatus,
  grantsAccess,
  organizationTakingMembers,
} from './organization-status';

const allowed = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['pending', 'blocked'],
  ['rejected', 'pending'],
  ['rejected', 'approved'],
  ['approved', 'blocked'],
  ['blocked', 'approved'],
] as const;
const isAllowed = (from: string, to: string) => allowed.some(([f, t]) => f === from && t === to);
const refused = organizationStatuses.flatMap((from) =>
  organizationStatuses.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('organisation status transitions', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(true);
    expect(() => assertStatusChange(from, to)).not.toThrow();
  });

  it.each(refused)('refuses %s → %s with 409 error.organization.invalidStatus', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(false);
    expect(refusal(() => assertStatusChange(from, to))).toEqual({
      status: 409,
      key: 'error.organization.invalidStatus',
    });
  });

  it('covers every pair of statuses once, and refuses every change to the same status', () => {
    expect(allowed.length + refused.length).toBe(organizationStatuses.length ** 2);
    for (const s of organizationStatuses) expect(refused).toContainEqual([s, s]);
  });

  it('lets only organisations that are neither blocked nor rejected take members; only blocked ones grant nothing', () => {
    expect(organizationStatuses.filter(acceptsMembers)).toEqual(['pending', 'approved']);
    expect(organizationStatuses.filter((s) => !grantsAccess(s))).toEqual(['blocked']);
  });

  it('links invited members only to an organisation that takes them, else 409 organizationLinkingFailed', () => {
    expect(refusal(() => assertAcceptsMembers({ status: 'approved' }))).toBeNull();
    for (const org of [undefined, { status: 'blocked' as const }, { status: 'rejected' as const }])
      expect(refusal(() => assertAcceptsMembers(org))).toEqual({
        status: 409,
        key: 'error.invitation.organizationLinkingFailed',
      });
  });
});

describe('organizationTakingMembers', () => {
  it('answers an organisation that takes members, else 409 error.invitation.organizationLinkingFailed', () => {
    const pending = { id: 'o1', status: 'pending' as const };
    const approved = { id: 'o1', status: 'approved' as const };
    expect(organizationTakingMembers(pending)).toEqual({ id: 'o1', status: 'pending' });
    expect(organizationTakingMembers(approved)).toEqual({ id: 'o1', status: 'approved' });
    const refused = { status: 409, key: 'error.invitation.organizationLinkingFailed' };
    expect(refusal(() => organizationTakingMembers({ id: 'o1', status: 'blocked' }))).toEqual(refused);
    expect(refusal(() => organizationTakingMembers({ id: 'o1', status: 'rejected' }))).toEqual(refused);
    expect(refusal(() => organizationTakingMembers(undefined))).toEqual(refused);
  });
});
