import {
  firstDayOfWeek,
  formatChf,
  formatChfAmount,
  formatDate,
  formatBasisPoints,
  formatDateTime,
  formatPercent,
  parseChfToRappen,
} from '@cadeau/ui/format';

describe('date formats', () => {
  const d = new Date(2026, 11, 24, 18, 5); // local time

  it('de is dd.mm.yy with Monday first; en is mm/dd/yy with Sunday first', () => {
    expect(formatDate(d, 'de')).toBe('24.12.26');
    expect(formatDate(d, 'en')).toBe('12/24/26');
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
  });

  it('adds the time: 24 h in de, 12 h in en', () => {
    expect(formatDateTime(d, 'de')).toBe('24.12.26 18:05');
    expect(formatDateTime(d, 'en')).toBe('12/24/26 6:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 7), 'en')).toBe('01/02/26 12:07 AM');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'de')).toBe('');
  });
});

describe('money (CHF, Swiss formatting, from integer Rappen)', () => {
  it('formats Rappen as CHF with an apostrophe between thousands', () => {
    expect(formatChf(100_000)).toBe("CHF 1'000.00");
    expect(formatChf(10_000)).toBe('CHF 100.00');
    expect(formatChf(100_000_000)).toBe("CHF 1'000'000.00");
    expect(formatChf(5)).toBe('CHF 0.05');
    expect(formatChf(-123_450)).toBe("CHF -1'234.50");
    expect(formatChfAmount(0)).toBe('0.00');
  });

  it('reads typed francs back as Rappen, refusing what is no amount', () => {
    expect(parseChfToRappen("1'234.5")).toBe(123_450);
    expect(parseChfToRappen('1234,50')).toBe(123_450);
    expect(parseChfToRappen('CHF 1 000')).toBe(100_000);
    expect(parseChfToRappen('0.07')).toBe(7);
    expect(parseChfToRappen('1.234')).toBeNull();
    expect(parseChfToRappen('abc')).toBeNull();
    expect(parseChfToRappen('')).toBeNull();
  });

  it('reads every way a Swiss amount is typed, to whole Rappen without float errors', () => {
    expect(parseChfToRappen('1234.50')).toBe(123_450);
    expect(parseChfToRappen("1'234.50")).toBe(123_450);
    expect(parseChfToRappen('1’234.50')).toBe(123_450);
    expect(parseChfToRappen('1234,50')).toBe(123_450);
    expect(parseChfToRappen(' 1234 ')).toBe(123_400);
    expect(parseChfToRappen('1234.')).toBe(123_400);
    // Floats would give 28 (0.29 * 100 = 28.999…) and 1'155 (11.55 * 100 = 1154.999…, rounded correctly only by luck).
    expect(parseChfToRappen('0.29')).toBe(29);
    expect(parseChfToRappen('11.55')).toBe(1155);
    expect(parseChfToRappen('4.35')).toBe(435);
    expect(parseChfToRappen("999'999'999.99")).toBe(99_999_999_999);
    expect(parseChfToRappen('-12.30')).toBe(-1230);
    expect(parseChfToRappen('-0')).toBe(0);
  });

  it('refuses more than two decimals, two decimal marks and digits too many for an exact number', () => {
    expect(parseChfToRappen('12.345')).toBeNull();
    expect(parseChfToRappen('12,345')).toBeNull();
    expect(parseChfToRappen('1.234,50')).toBeNull();
    expect(parseChfToRappen('12.3.4')).toBeNull();
    expect(parseChfToRappen('.50')).toBeNull();
    expect(parseChfToRappen('1e3')).toBeNull();
    expect(parseChfToRappen('99999999999999999')).toBeNull();
  });
});

describe('percentages in the page language (issue 23: no "8.1 %" beside "8,1 %")', () => {
  it('writes basis points with the decimal mark of the language, trailing zeros dropped', () => {
    expect([810, 800, 25, 0, 770, 1234].map((bp) => formatBasisPoints(bp, 'de'))).toEqual([
      '8,1',
      '8',
      '0,25',
      '0',
      '7,7',
      '12,34',
    ]);
    expect([810, 800, 25, 0].map((bp) => formatBasisPoints(bp, 'en'))).toEqual(['8.1', '8', '0.25', '0']);
    expect(formatBasisPoints(-250, 'de')).toBe('-2,5');
  });

  it('writes a percentage of at most two decimals without float errors', () => {
    expect(formatPercent(2.5, 'de')).toBe('2,5');
    expect(formatPercent(0.29, 'en')).toBe('0.29');
    expect(formatPercent(8.1, 'de')).toBe('8,1');
    expect(formatPercent(0.1, 'de')).toBe('0,1');
  });
});
