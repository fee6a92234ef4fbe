import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const key = Buffer.from('test-key-of-the-unsubscribe-links-0123456789');
const subject = {
  campaignId: '0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
  recipientId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
};

describe('the unsubscribe token of a campaign mail', () => {
  it('carries the campaign and recipient, signed, in 64 URL-safe characters', () => {
    const token = signUnsubscribeToken(key, subject);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(verifyUnsubscribeToken(key, token)).toEqual(subject);
  });

  it('refuses a token signed with another key, altered in any character, cut off or extended', () => {
    const token = signUnsubscribeToken(key, subject);
    expect(verifyUnsubscribeToken(Buffer.from('another-key-0123456789-0123456789'), token)).toBeNull();
    for (let i = 0; i < token.length; i++) {
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(verifyUnsubscribeToken(key, altered)).toBeNull();
    }
    expect(verifyUnsubscribeToken(key, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}AA`)).toBeNull();
    expect(verifyUnsubscribeToken(key, 'not a token!')).toBeNull();
  });

  it('differs per recipient and campaign', () => {
    const other = signUnsubscribeToken(key, { ...subject, recipientId: 'b1b2c3d4-e5f6-4789-8abc-def012345678' });
    expect(other).not.toBe(signUnsubscribeToken(key, subject));
  });
});
