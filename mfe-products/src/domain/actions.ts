import type { ProductStatus } from '@cadeau/contracts';

/** What the person looking at a product is: its seller, a platform administrator, or both (an administrator in their own organisation). */
export interface Viewer {
  seller: boolean;
  platformAdmin: boolean;
}

export type ProductAction =
  'edit' | 'publish' | 'pause' | 'resume' | 'newVersion' | 'delete' | 'end' | 'approve' | 'reject' | 'block';

/**
 * The actions the detail screen offers for a product in `status` (contracts catalog-products: the life cycle
 * the server guards). The screen offers only what the server would allow, so a refusal is an exception (a
 * change by someone else meanwhile), not a guess: a draft or rejected product is edited, published or deleted;
 * an approved one paused, ended or followed by a new version; a paused one resumed, ended or versioned; the
 * platform reviews a pending one and may block any but a deleted one.
 */
export function actionsFor(status: ProductStatus, viewer: Viewer): ProductAction[] {
  const actions: ProductAction[] = [];
  if (viewer.seller) {
    if (status === 'draft' || status === 'rejected') actions.push('edit', 'publish', 'delete');
    if (status === 'approved') actions.push('pause', 'newVersion', 'end');
    if (status === 'paused') actions.push('resume', 'newVersion', 'end');
  }
  if (viewer.platformAdmin) {
    if (status === 'pending') actions.push('approve', 'reject');
    if (status !== 'deleted' && status !== 'blocked') actions.push('block');
  }
  return actions;
}

/** Whether the editor may open: only a draft or rejected version changes; a released one gets a new version. */
export const isEditable = (status: ProductStatus) => status === 'draft' || status === 'rejected';

/**
 * Whether a version may have been ordered: only an approved one was offered to campaigns, and it keeps its
 * orders when it is paused, ended, replaced or blocked afterwards. A version never approved has none.
 */
export const mayHaveOrders = (product: { approvedAt: string | null }) => product.approvedAt !== null;
