import { refusal } from '@cadeau/service-kit/errors';
import {
  assertCancellable,
  assertCanConfirm,
  assertMayCancel,
  assertNewAddress,
  bothConfirmed,
  isOpen,
} from './email-change';

const now = Date.parse('2026-11-23T12:00:00Z');
const at = new Date(now - 1000);
const change = {
  old_confirmed_at: null,
  new_confirmed_at: null,
  expires_at: new Date(now + 3600_000),
  completed_at: null,
  cancelled_at: null,
};

describe('e-mail change', () => {
  it('confirms each side once while open and in time', () => {
    expect(refusal(() => assertCanConfirm(change, 'old', now))).toBeNull();
    expect(refusal(() => assertCanConfirm(change, 'new', now))).toBeNull();
    expect(refusal(() => assertCanConfirm({ ...change, old_confirmed_at: at }, 'old', now))).toEqual({
      status: 409,
      key: 'error.emailChange.currentAlreadyConfirmed',
    });
    expect(refusal(() => assertCanConfirm({ ...change, new_confirmed_at: at }, 'new', now))).toEqual({
      status: 409,
      key: 'error.emailChange.newAlreadyConfirmed',
    });
    expect(refusal(() => assertCanConfirm({ ...change, old_confirmed_at: at }, 'new', now))).toBeNull();
  });

  it('knows no cancelled, completed or missing change, and refuses expired links with 410', () => {
    expect(refusal(() => assertCanConfirm(undefined, 'old', now))?.key).toBe('error.emailChange.notFound');
    expect(refusal(() => assertCanConfirm({ ...change, cancelled_at: at }, 'old', now))?.status).toBe(404);
    expect(refusal(() => assertCanConfirm({ ...change, completed_at: at }, 'new', now))?.status).toBe(404);
    expect(refusal(() => assertCanConfirm({ ...change, expires_at: at }, 'new', now))).toEqual({
      status: 410,
      key: 'error.emailChange.expired',
    });
  });

  it('switches the address when both sides confirmed; open means neither done nor cancelled', () => {
    expect(bothConfirmed({ old_confirmed_at: at, new_confirmed_at: null })).toBe(false);
    expect(bothConfirmed({ old_confirmed_at: at, new_confirmed_at: at })).toBe(true);
    expect(isOpen(change)).toBe(true);
    expect(isOpen({ ...change, completed_at: at })).toBe(false);
    expect(isOpen({ ...change, cancelled_at: at })).toBe(false);
  });
});

describe('a new address', () => {
  it('refuses the address the account already has with 400 error.emailChange.sameEmail', () => {
    expect(refusal(() => assertNewAddress('anna@example.test', 'anna@example.test'))).toEqual({
      status: 400,
      key: 'error.emailChange.sameEmail',
    });
    expect(refusal(() => assertNewAddress('anna@example.test', 'anna@example.org'))).toBeNull();
  });
});

describe('cancelling a change', () => {
  it('needs the mailed link or the logged-in owner (401)', () => {
    expect(refusal(() => assertMayCancel(false, false))).toEqual({ status: 401, key: 'error.unauthorized' });
    expect(refusal(() => assertMayCancel(true, false))).toBeNull();
    expect(refusal(() => assertMayCancel(false, true))).toBeNull();
  });

  it('cancels only an open change (404 otherwise)', () => {
    const notFound = { status: 404, key: 'error.emailChange.notFound' };
    expect(refusal(() => assertCancellable(change))).toBeNull();
    expect(refusal(() => assertCancellable(undefined))).toEqual(notFound);
    expect(refusal(() => assertCancellable({ ...change, cancelled_at: at }))).toEqual(notFound);
    expect(refusal(() => assertCancellable({ ...change, completed_at: at }))).toEqual(notFound);
  });
});
