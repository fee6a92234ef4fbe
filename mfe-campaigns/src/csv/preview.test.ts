import { guessMapping } from './mapping';
import { decodeCsv, decodeUtf8, detectDelimiter, parseCsvPreview, recordsAt } from './preview';
import { csvCell, toCsv } from './error-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('the CSV preview', () => {
  it('detects comma or semicolon from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('email,phone\na;b;c;d')).toBe(',');
    expect(detectDelimiter('E-Mail;Telefon;Anrede\nx')).toBe(';');
    expect(detectDelimiter('"Name, first";email;phone')).toBe(';');
    expect(detectDelimiter('email')).toBe(',');
  });

  it('reads the header, the first rows and counts every data row, skipping empty lines', () => {
    const text =
      'E-Mail;Telefon;Anrede\r\na@x.ch;+41791234567;Liebe Anna\r\n\r\n"b@x.ch";;"Lieber ""Ben"""\r\nc@x.ch;;\r\n';
    expect(parseCsvPreview(text, { maxRows: 2 })).toEqual({
      ok: true,
      encoding: 'utf-8',
      delimiter: ';',
      headers: ['E-Mail', 'Telefon', 'Anrede'],
      rows: [
        ['a@x.ch', '+41791234567', 'Liebe Anna'],
        ['b@x.ch', '', 'Lieber "Ben"'],
      ],
      rowCount: 3,
    });
  });

  it('keeps a line break inside quotes in its cell', () => {
    const preview = parseCsvPreview('email,greeting\na@x.ch,"Line one\nline two"\n');
    expect(preview).toMatchObject({ ok: true, rows: [['a@x.ch', 'Line one\nline two']], rowCount: 1 });
  });

  it('leaves out the cut last line of a file read only in part and does not count its rows', () => {
    const preview = parseCsvPreview('email\na@x.ch\nb@x.ch\nc@x', { complete: false });
    expect(preview).toEqual({
      ok: true,
      encoding: 'utf-8',
      delimiter: ',',
      headers: ['email'],
      rows: [['a@x.ch'], ['b@x.ch']],
      rowCount: null,
    });
  });

  it('calls a file without a header row empty', () => {
    expect(parseCsvPreview('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseCsvPreview('\r\n\r\n')).toEqual({ ok: false, problem: 'empty' });
  });

  it('decodes UTF-8 with or without a BOM and refuses Latin-1 bytes', () => {
    expect(decodeUtf8(utf8('\uFEFFemail;Grüsse'), true)).toBe('email;Grüsse');
    expect(decodeUtf8(utf8('email;Grüsse'), true)).toBe('email;Grüsse');
    // "Grüsse" in Latin-1: ü is the single byte 0xFC, never valid UTF-8.
    expect(decodeUtf8(new Uint8Array([0x47, 0x72, 0xfc, 0x73, 0x73, 0x65]), true)).toBeNull();
  });

  it('does not take a character cut at the end of a partly read file for an encoding error', () => {
    const bytes = utf8('a;Grü');
    const cut = bytes.subarray(0, bytes.length - 1); // the ü's second byte is missing
    expect(decodeUtf8(cut, false)).toBe('a;Gr');
    expect(decodeUtf8(cut, true)).toBeNull();
  });

  it("reads Excel's Windows-1252 file as such, decided once per file, and refuses one that starts as UTF-8 only (issue 23)", () => {
    // "Grüsse – 5 €" as Excel saves "CSV": ü FC, – 96, € 80.
    const excel = new Uint8Array([0x47, 0x72, 0xfc, 0x73, 0x73, 0x65, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]);
    expect(decodeCsv(excel, true)).toEqual({ text: 'Grüsse – 5 €', encoding: 'windows-1252' });
    expect(decodeCsv(utf8('\uFEFFemail;Grüsse'), true)).toEqual({ text: 'email;Grüsse', encoding: 'utf-8' });
    expect(decodeCsv(utf8('email'), false)).toEqual({ text: 'email', encoding: 'utf-8' });
    expect(decodeCsv(new Uint8Array([...utf8('ä;'), 0xfc]), true)).toBeNull();
  });

  it('finds rows by the number the server gives them: the header is 1, a blank row counts, a multi-line cell is one', () => {
    const text = 'email;greeting\r\na@x.ch;"Zeile 1\r\nZeile 2"\r\n\r\nbad;x\r\nc@x.ch;y\r\n';
    const found = recordsAt(text, [4, 9]);
    expect(found.headers).toEqual(['email', 'greeting']);
    expect([...found.records]).toEqual([[4, ['bad', 'x']]]);
  });

  it('guesses the mapping from German and English headers, each column once', () => {
    expect(guessMapping(['E-Mail-Adresse', 'Telefon', 'Anrede', 'Grusstext'])).toEqual({
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      salutation: 'Anrede',
      greeting: 'Grusstext',
    });
    expect(guessMapping(['Name', 'Email', 'Mobile', 'Greeting'])).toEqual({
      email: 'Email',
      phone: 'Mobile',
      greeting: 'Greeting',
    });
    expect(guessMapping(['Name', 'Firma'])).toEqual({});
  });
});

describe('the error CSV', () => {
  it('escapes formula cells and quotes cells with separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+41791234567')).toBe("'+41791234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a, b')).toBe('"a, b"');
    // A phone as people write it keeps no apostrophe (issue 23); one starting with + is a formula to Excel.
    expect(csvCell('079 123 45 67')).toBe('079 123 45 67');
    expect(csvCell('0041 79 123 45 67')).toBe('0041 79 123 45 67');
    expect(csvCell('\t079')).toBe("'\t079");
    expect(csvCell(12)).toBe('12');
  });

  it('starts with a BOM for Excel and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['row', 'column'],
        [3, 'email'],
      ]),
    ).toBe('\uFEFFrow,column\r\n3,email\r\n');
  });
});
