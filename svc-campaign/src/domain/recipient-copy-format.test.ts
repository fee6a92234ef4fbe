import { copyLine, parseCopyLine } from './recipient-copy-format';

describe('COPY text format', () => {
  it('escapes backslash, tab, newline and carriage return, and writes null as \\N', () => {
    expect(copyLine([2, 'a@x.ch', null, 'Tab\there', 'Zeile 1\nZeile 2\r', 'C:\\Temp'])).toBe(
      '2\ta@x.ch\t\\N\tTab\\there\tZeile 1\\nZeile 2\\r\tC:\\\\Temp\n',
    );
  });

  it('reads back what it wrote', () => {
    const values = ['a@x.ch', null, 'Tab\there', 'Zeile 1\nZeile 2\r', 'C:\\Temp\\N', '\\N text'];
    expect(parseCopyLine(copyLine(values).slice(0, -1))).toEqual(values);
  });
});
