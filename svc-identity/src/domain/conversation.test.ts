import { PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  conversationScope,
  messageTypeOf,
  needsFinishing,
  newConversationOrganization,
  reasonType,
  speaksForPlatform,
  visibleConversationOf,
} from './conversation';

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const member = {
  userId: '00000000-0000-4000-8000-0000000000a1',
  roles: [],
  organizations: [{ id: ORG, roles: ['user'] }],
  currentOrganizationId: ORG,
} as unknown as UserContext;
const platformAdmin = { ...member, roles: [PLATFORM_ADMIN], organizations: [] } as unknown as UserContext;

describe('conversation rules', () => {
  it('lets only a platform administrator pick the organisation of a new conversation', () => {
    expect(newConversationOrganization(member, OTHER)).toBe(ORG);
    expect(newConversationOrganization(platformAdmin, OTHER)).toBe(OTHER);
    expect(newConversationOrganization(platformAdmin, undefined)).toBe(ORG);
    expect(refusal(() => newConversationOrganization({ ...platformAdmin, currentOrganizationId: null }))).toEqual({
      status: 400,
      key: 'error.organization.noneSelected',
    });
  });

  it('shows a member the current organisation only, a platform administrator the picked one or all', () => {
    expect(conversationScope(member, OTHER)).toBe(ORG);
    expect(conversationScope(platformAdmin, OTHER)).toBe(OTHER);
    expect(conversationScope(platformAdmin)).toBeUndefined();
  });

  it('finishes only an open conversation', () => {
    expect(needsFinishing({ status: 'open' })).toBe(true);
    expect(needsFinishing({ status: 'finished' })).toBe(false);
  });

  it('has platform administrators outside the organisation speak for the platform', () => {
    expect(speaksForPlatform(platformAdmin, ORG)).toBe(true);
    expect(speaksForPlatform({ ...platformAdmin, organizations: member.organizations }, ORG)).toBe(false);
    expect(messageTypeOf(member, ORG)).toBe('user');
    expect(messageTypeOf(platformAdmin, ORG)).toBe('platform');
    expect(reasonType('approved')).toBe('approvalReason');
    expect(reasonType('blocked')).toBe('rejectionReason');
    expect(reasonType('pending')).toBe('platform');
  });
});

describe('visibleConversationOf', () => {
  it('answers the conversation the read found', () => {
    expect(visibleConversationOf({ id: 'c1', status: 'open' })).toEqual({ id: 'c1', status: 'open' });
  });

  it("answers none found in the caller's scope with 404 error.conversation.notFound", () => {
    expect(refusal(() => visibleConversationOf(undefined))).toEqual({
      status: 404,
      key: 'error.conversation.notFound',
    });
  });
});
