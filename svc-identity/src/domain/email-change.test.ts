import { refusal } from '@cadeau/service-kit/errors';
import {
  assertCancellable,
  assertCanConfirm,
  assertMayCancel,
  assertNewAddress,
  bothConfirmed,
  cancellableChange,
  isOpen,
  planAddressSwitch,
  planSideConfirmation,
  toEmailChangeStatus,
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

describe('planSideConfirmation', () => {
  it('stamps the side the link confirms', () => {
    expect(planSideConfirmation({ row: change, side: 'old' }, now)).toEqual({
      change,
      side: 'old',
      stamp: 'old_confirmed_at',
    });
    expect(planSideConfirmation({ row: change, side: 'new' }, now)).toEqual({
      change,
      side: 'new',
      stamp: 'new_confirmed_at',
    });
  });

  it('refuses as assertCanConfirm: an unknown link 404, a side twice 409, expired links 410', () => {
    expect(refusal(() => planSideConfirmation(undefined, now))).toEqual({
      status: 404,
      key: 'error.emailChange.notFound',
    });
    expect(refusal(() => planSideConfirmation({ row: { ...change, new_confirmed_at: at }, side: 'new' }, now))).toEqual(
      { status: 409, key: 'error.emailChange.newAlreadyConfirmed' },
    );
    expect(refusal(() => planSideConfirmation({ row: { ...change, expires_at: at }, side: 'old' }, now))).toEqual({
      status: 410,
      key: 'error.emailChange.expired',
    });
  });
});

describe('planAddressSwitch', () => {
  const confirmed = { user_id: 'u1', old_email: 'anna@example.test', new_email: 'anna@example.org' };

  it("switches the owner's address when nobody or the owner holds the new one", () => {
    const plan = { userId: 'u1', email: { from: 'anna@example.test', to: 'anna@example.org' } };
    expect(planAddressSwitch(confirmed, undefined)).toEqual(plan);
    expect(planAddressSwitch(confirmed, { id: 'u1' })).toEqual(plan);
  });

  it('refuses an address another account took meanwhile with 409 error.emailChange.emailInUse', () => {
    expect(refusal(() => planAddressSwitch(confirmed, { id: 'u2' }))).toEqual({
      status: 409,
      key: 'error.emailChange.emailInUse',
    });
  });
});

describe('cancellableChange', () => {
  it('answers an open change and refuses any other with 404 error.emailChange.notFound', () => {
    expect(cancellableChange(change)).toBe(change);
    const notFound = { status: 404, key: 'error.emailChange.notFound' };
    expect(refusal(() => cancellableChange(undefined))).toEqual(notFound);
    expect(refusal(() => cancellableChange({ ...change, completed_at: at }))).toEqual(notFound);
  });
});

describe('toEmailChangeStatus', () => {
  const none = { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false };
  const row = {
    new_email: 'neu@example.ch',
    old_confirmed_at: null,
    new_confirmed_at: null,
    completed_at: null,
    cancelled_at: null,
  };

  it('shows no change when there is none or it was cancelled', () => {
    expect(toEmailChangeStatus(undefined)).toEqual(none);
    expect(toEmailChangeStatus({ ...row, cancelled_at: at })).toEqual(none);
  });

  it('shows an open change to neu@example.ch with its current address confirmed as pending', () => {
    expect(toEmailChangeStatus({ ...row, old_confirmed_at: at })).toEqual({
      pending: true,
      newEmail: 'neu@example.ch',
      currentConfirmed: true,
      newConfirmed: false,
      completed: false,
    });
  });

  it('shows a completed change as confirmed on both sides and no longer pending', () => {
    expect(toEmailChangeStatus({ ...row, old_confirmed_at: at, new_confirmed_at: at, completed_at: at })).toEqual({
      pending: false,
      newEmail: 'neu@example.ch',
      currentConfirmed: true,
      newConfirmed: true,
      completed: true,
    });
  });
});
