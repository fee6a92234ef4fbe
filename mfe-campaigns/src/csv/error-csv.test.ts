import { toCsv } from './error-csv';

describe('CSV for Excel', () => {
  it('starts with a BOM, escapes formulas and quotes what needs it, with the delimiter of the language', () => {
    expect(
      toCsv([
        ['Period', 'Mailed'],
        ['=1+1', 3],
      ]),
    ).toBe("\uFEFFPeriod,Mailed\r\n'=1+1,3\r\n");
    expect(
      toCsv(
        [
          ['Zeitraum', 'Versendet'],
          ['a;b', 3],
        ],
        ';',
      ),
    ).toBe('\uFEFFZeitraum;Versendet\r\n"a;b";3\r\n');
  });
});
