import { move } from './reorder';

describe('moving an image', () => {
  it('moves an item forward and back without changing the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(move(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the list as it is for a move past either end or from nowhere', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 7, 0)).toEqual(['a', 'b']);
  });
});
