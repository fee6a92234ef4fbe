import { productStatuses, type ProductStatus } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  assertEditable,
  assertMove,
  canMove,
  deletionTarget,
  isEditable,
  isReleased,
  isUnreleased,
} from './product-status';

const allowed: readonly (readonly [ProductStatus, ProductStatus])[] = [
  ['draft', 'pending'],
  ['draft', 'deleted'],
  ['draft', 'blocked'],
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['pending', 'blocked'],
  ['rejected', 'pending'],
  ['rejected', 'deleted'],
  ['rejected', 'blocked'],
  ['approved', 'paused'],
  ['approved', 'finished'],
  ['approved', 'replaced'],
  ['approved', 'blocked'],
  ['paused', 'approved'],
  ['paused', 'finished'],
  ['paused', 'replaced'],
  ['paused', 'blocked'],
  ['finished', 'blocked'],
  ['replaced', 'blocked'],
];
const isAllowed = (from: string, to: string) => allowed.some(([f, t]) => f === from && t === to);
const refused = productStatuses.flatMap((from) =>
  productStatuses.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('product status transitions', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(refusal(() => assertMove(from, to))).toBeNull();
  });

  it.each(refused)('refuses %s → %s with 409', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    // Publishing answers the catalogue's "not publishable in the current status"; every other action its own key.
    const key = to === 'pending' ? 'error.product.notPublishable' : 'error.product.invalidStatus';
    expect(refusal(() => assertMove(from, to))).toEqual({ status: 409, key });
  });

  it('covers every pair of statuses once; nothing moves to itself; deleted and blocked are final', () => {
    expect(allowed.length + refused.length).toBe(productStatuses.length ** 2);
    for (const s of productStatuses) expect(canMove(s, s)).toBe(false);
    for (const s of productStatuses) {
      expect(canMove('deleted', s)).toBe(false);
      expect(canMove('blocked', s)).toBe(false);
    }
  });

  it('lets any status but deleted (and blocked itself) be blocked', () => {
    expect(productStatuses.filter((s) => canMove(s, 'blocked'))).toEqual(
      productStatuses.filter((s) => s !== 'deleted' && s !== 'blocked'),
    );
  });

  it('edits only a product that was never released, else 409 notEditable', () => {
    expect(productStatuses.filter(isEditable)).toEqual(['draft', 'rejected']);
    for (const s of productStatuses)
      expect(refusal(() => assertEditable(s))).toEqual(
        isEditable(s) ? null : { status: 409, key: 'error.product.notEditable' },
      );
  });

  it('names the released states (a new version starts from them) and the ones still in the making', () => {
    expect(productStatuses.filter(isReleased)).toEqual(['approved', 'paused']);
    expect(productStatuses.filter(isUnreleased)).toEqual(['draft', 'pending', 'rejected']);
  });

  it('deletes what nothing holds and ends (finished) what campaigns may hold', () => {
    expect(deletionTarget('draft')).toBe('deleted');
    expect(deletionTarget('rejected')).toBe('deleted');
    expect(deletionTarget('approved')).toBe('finished');
    expect(deletionTarget('paused')).toBe('finished');
    // Any other state is refused by the move itself (pending → deleted is no transition).
    expect(refusal(() => assertMove('pending', deletionTarget('pending')))).toEqual({
      status: 409,
      key: 'error.product.invalidStatus',
    });
  });
});
