import { marksAny, notificationMailTo } from './notification';

describe('marking notifications', () => {
  it('marks something only when it names all or some ids', () => {
    expect(marksAny({ all: true })).toBe(true);
    expect(marksAny({ ids: ['00000000-0000-4000-8000-000000000001'] })).toBe(true);
    expect(marksAny({ ids: [] })).toBe(false);
    expect(marksAny({ all: false })).toBe(false);
    expect(marksAny({})).toBe(false);
  });
});

describe('the notification mail', () => {
  const anna = { email: 'anna@example.ch', language: 'de' as const, blocked: false };

  it('goes to a user who is not blocked', () => {
    expect(notificationMailTo(undefined, anna)).toBe(anna);
    expect(notificationMailTo(true, anna)).toBe(anna);
  });

  it('goes to nobody when the flow mails the news itself, the user is gone or blocked', () => {
    expect(notificationMailTo(false, anna)).toBeNull();
    expect(notificationMailTo(true, undefined)).toBeNull();
    expect(notificationMailTo(true, { ...anna, blocked: true })).toBeNull();
  });
});
