import { productStatuses } from '@cadeau/contracts';
import { actionsFor, isEditable } from './actions';

const seller = { seller: true, platformAdmin: false };
const admin = { seller: false, platformAdmin: true };

describe('the actions of a product', () => {
  it('lets the seller edit, publish and delete a draft or rejected product', () => {
    expect(actionsFor('draft', seller)).toEqual(['edit', 'publish', 'delete']);
    expect(actionsFor('rejected', seller)).toEqual(['edit', 'publish', 'delete']);
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('rejected')).toBe(true);
  });

  it('offers a released product only a new version, pause or resume and ending it', () => {
    expect(actionsFor('approved', seller)).toEqual(['pause', 'newVersion', 'end']);
    expect(actionsFor('paused', seller)).toEqual(['resume', 'newVersion', 'end']);
    for (const s of ['pending', 'approved', 'paused', 'blocked', 'finished', 'replaced', 'deleted'] as const)
      expect(isEditable(s)).toBe(false);
  });

  it('offers the seller nothing while the platform reviews or after the end', () => {
    for (const s of ['pending', 'blocked', 'finished', 'replaced', 'deleted'] as const)
      expect(actionsFor(s, seller)).toEqual([]);
  });

  it('lets the platform review a pending product and block any but a deleted or blocked one', () => {
    expect(actionsFor('pending', admin)).toEqual(['approve', 'reject', 'block']);
    expect(actionsFor('approved', admin)).toEqual(['block']);
    expect(actionsFor('deleted', admin)).toEqual([]);
    expect(actionsFor('blocked', admin)).toEqual([]);
  });

  it('gives an administrator in their own seller organisation both sets', () => {
    expect(actionsFor('draft', { seller: true, platformAdmin: true })).toEqual(['edit', 'publish', 'delete', 'block']);
    // Every status has an answer (no status forgotten).
    for (const s of productStatuses) expect(Array.isArray(actionsFor(s, seller))).toBe(true);
  });
});
