import { turnOf } from './conversation-turn';

const after = (type: 'approvalReason' | 'platform' | 'rejectionReason' | 'user') => ({
  lastMessage: { type, body: 'x', createdAt: '2026-11-22T09:00:00.000Z' },
});

describe('whose turn it is in a conversation', () => {
  it("is the platform's after a member wrote", () => {
    expect(turnOf(after('user'))).toBe('platform');
  });

  it("is the organisation's after the platform wrote, approved or rejected", () => {
    expect(turnOf(after('platform'))).toBe('organization');
    expect(turnOf(after('approvalReason'))).toBe('organization');
    expect(turnOf(after('rejectionReason'))).toBe('organization');
  });

  it('is nobody’s without a message', () => {
    expect(turnOf({ lastMessage: null })).toBeNull();
  });
});
