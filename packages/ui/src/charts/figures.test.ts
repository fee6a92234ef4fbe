import { formatCount } from '@cadeau/ui/format';
import { formatPerMille } from './figures';

describe('report figures', () => {
  it('writes rates with one decimal in the language', () => {
    expect(formatPerMille(125, 'de')).toBe('12,5 %');
    expect(formatPerMille(125, 'en')).toBe('12.5 %');
    expect(formatPerMille(1000, 'de')).toBe('100,0 %');
    expect(formatPerMille(null, 'en')).toBe('–');
  });

  it('groups counts as Switzerland writes them in German', () => {
    expect(formatCount(1234567, 'de')).toBe("1'234'567");
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});
