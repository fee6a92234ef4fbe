import { refusal } from '@cadeau/service-kit/errors';
import { csvRecords, MalformedRecord } from './csv-records';

const source = async function* (...parts: string[]) {
  for (const p of parts) yield Buffer.from(p);
};
async function records(parts: string[], max = 1000) {
  const out: { row: number; cells: string[] }[] = [];
  for await (const r of csvRecords(source(...parts), max)) out.push(r);
  return out;
}
async function refusalOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    return refusal(() => {
      throw err;
    });
  }
  return null;
}

describe('csvRecords', () => {
  it('reads comma or semicolon files with a BOM, quotes and line breaks in cells, skipping empty rows but counting them', async () => {
    expect(
      await records(['\ufeffemail;Anrede\r\n"a@x.ch";"Salut; ""Bern"""\r\n', '\r\n;\r\nb@x.ch;"Zeile 1\nZeile 2"\r\n']),
    ).toEqual([
      { row: 1, cells: ['email', 'Anrede'] },
      { row: 2, cells: ['a@x.ch', 'Salut; "Bern"'] },
      // Rows 3 and 4 (a blank line, only delimiters) are skipped but counted, as a spreadsheet numbers them.
      { row: 5, cells: ['b@x.ch', 'Zeile 1\nZeile 2'] },
    ]);
    expect(await records(['email,phone\n', 'a@x.ch,+41791234567'])).toEqual([
      { row: 1, cells: ['email', 'phone'] },
      { row: 2, cells: ['a@x.ch', '+41791234567'] },
    ]);
  });

  it('refuses broken quoting, and a record or header longer than the limit', async () => {
    const malformed = { status: 400, key: 'error.recipient.import.malformed' };
    const tooLong = { status: 400, key: 'error.recipient.import.lineTooLong' };
    expect(await refusalOf(() => records(['email\n"a@x.ch\n']))).toEqual(malformed);
    expect(await refusalOf(() => records(['email,x\na@x.ch,Hans "H" M\n']))).toEqual(malformed);
    expect(await refusalOf(() => records(['email\n', `${'a'.repeat(2000)}\n`]))).toEqual(tooLong);
    expect(await refusalOf(() => records(['e'.repeat(2500), 'e'.repeat(2500)]))).toEqual(tooLong);
  });

  it('yields the records before broken quoting, then names its row and cell (the header is refused without one)', async () => {
    const seen: number[] = [];
    let thrown: unknown = null;
    try {
      for await (const r of csvRecords(source('email,x\n\na@x.ch,1\n', 'b@x.ch,=HYPERLINK("x")\nc@x.ch,3\n'), 1000))
        seen.push(r.row);
    } catch (err) {
      thrown = err;
    }
    expect(seen).toEqual([1, 3]);
    expect(thrown).toBeInstanceOf(MalformedRecord);
    expect({ row: (thrown as MalformedRecord).row, cell: (thrown as MalformedRecord).cell }).toEqual({
      row: 4,
      cell: 1,
    });
    const header = await records(['em"ail,x\na@x.ch,1\n']).catch((err: unknown) => err);
    expect(header).not.toBeInstanceOf(MalformedRecord);
    expect(await refusalOf(() => records(['em"ail,x\na@x.ch,1\n']))).toEqual({
      status: 400,
      key: 'error.recipient.import.malformed',
    });
  });
});
