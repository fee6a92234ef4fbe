import { assertInvitationNotExpired, isInvitationExpired } from './invitation-expiry';

describe('invitation link expiry', () => {
  const issued = new Date('2026-01-01T12:00:00Z');
  it('admits within the valid days and not from the moment they are over', () => {
    expect(isInvitationExpired({ created_at: issued }, 14, Date.parse('2026-01-15T11:59:59Z'))).toBe(false);
    expect(isInvitationExpired({ created_at: issued }, 14, Date.parse('2026-01-15T12:00:00Z'))).toBe(true);
    expect(isInvitationExpired({ created_at: issued.toISOString() }, 1, Date.parse('2026-01-03T00:00:00Z'))).toBe(true);
  });
  it('refuses an expired link with its own message', () => {
    expect(() => assertInvitationNotExpired({ created_at: issued }, 1, Date.parse('2026-02-01T00:00:00Z'))).toThrow(
      expect.objectContaining({ status: 404, key: 'error.invitation.expired' }),
    );
  });
});
