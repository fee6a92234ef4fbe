import { basisPointsToPercent, formatRate, percentToBasisPoints } from './percent';

describe('percent and basis points', () => {
  it('reads a percentage with up to two decimals as basis points, without floats', () => {
    expect(percentToBasisPoints('8.1')).toBe(810);
    expect(percentToBasisPoints('8,10')).toBe(810);
    expect(percentToBasisPoints(' 2.6 %')).toBe(260);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('0.07')).toBe(7);
    // 1.15 × 100 is 114.99999999999999 in floating point.
    expect(percentToBasisPoints('1.15')).toBe(115);
  });

  it('refuses what is no percentage with two decimals at most', () => {
    for (const text of ['', 'abc', '8.123', '-1', '8.', '.5', '1e2', '8 1', '1000'])
      expect({ text, bp: percentToBasisPoints(text) }).toEqual({ text, bp: null });
  });

  it('shows basis points with the decimal mark of the language', () => {
    expect(basisPointsToPercent(810)).toBe('8.10');
    expect(basisPointsToPercent(810, 'de')).toBe('8,10');
    expect(basisPointsToPercent(7)).toBe('0.07');
    expect(formatRate(810)).toBe('8.1 %');
    expect(formatRate(800, 'de')).toBe('8 %');
    expect(formatRate(0)).toBe('0 %');
    expect(formatRate(260, 'de')).toBe('2,6 %');
  });
});
