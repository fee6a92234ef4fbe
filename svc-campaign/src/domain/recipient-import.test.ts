import { refusal } from '@cadeau/service-kit/errors';
import { columnIndexes, duplicatesOf, FileDuplicates, readRecipientRow, RowErrorTally } from './recipient-import';

describe('columnIndexes', () => {
  it('maps exactly the named fields when there is a mapping, else fields by their own names', () => {
    expect(columnIndexes([' E-Mail ', 'Telefon', 'Anrede', 'greeting'], { email: 'e-mail', phone: 'TELEFON' })).toEqual(
      {
        email: 0,
        phone: 1,
      },
    );
    expect(columnIndexes(['name', 'Email', 'phone', 'salutation', 'greeting'], {})).toEqual({
      email: 1,
      phone: 2,
      salutation: 3,
      greeting: 4,
    });
    expect(columnIndexes(['E-Mail'], {})).toEqual({ email: 0 });
  });

  it('refuses a file without an e-mail column and a mapping naming a missing column', () => {
    expect(refusal(() => columnIndexes(['name', 'phone'], {}))).toEqual({
      status: 400,
      key: 'error.recipient.import.emailColumnMissing',
    });
    expect(refusal(() => columnIndexes(['email'], { greeting: 'Gruss' }))).toEqual({
      status: 400,
      key: 'error.recipient.import.columnNotFound',
    });
    expect(refusal(() => columnIndexes(['email', 'Telefon'], { phone: 'Telefon' }))).toEqual({
      status: 400,
      key: 'error.recipient.import.emailColumnMissing',
    });
  });
});

describe('readRecipientRow', () => {
  const columns = { email: 0, phone: 1, salutation: 2 };
  it('gives the recipient of a good row', () => {
    expect(readRecipientRow(2, ['A@Example.ch', '+41 79 123 45 67', ''], columns, 3)).toEqual({
      ok: true,
      recipient: { email: 'a@example.ch', phone: '+41791234567', salutation: null, greeting: null },
    });
    // A Swiss number without its country code, as people write it (issue 23).
    expect(readRecipientRow(2, ['a@example.ch', '079 123 45 67', ''], columns, 3)).toMatchObject({
      recipient: { phone: '+41791234567' },
    });
  });

  it('gives one error per broken field with its row and the cell as the file has it (cut), and refuses a row of another width whole', () => {
    expect(readRecipientRow(7, ['nope', ' 079 123 45', 'x'.repeat(201)], columns, 3)).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'email', value: 'nope', key: 'zod.invalidEmail' },
        { row: 7, column: 'phone', value: ' 079 123 45', key: 'error.phone.invalid' },
        { row: 7, column: 'salutation', value: `${'x'.repeat(99)}…`, key: 'zod.tooLong' },
      ],
    });
    expect(readRecipientRow(3, ['', '', ''], columns, 3)).toEqual({
      ok: false,
      errors: [{ row: 3, column: 'email', value: '', key: 'zod.required' }],
    });
    expect(readRecipientRow(4, ['a@example.ch', ''], columns, 3)).toEqual({
      ok: false,
      errors: [{ row: 4, column: null, value: null, key: 'error.recipient.import.columnCount' }],
    });
  });
});

describe('RowErrorTally', () => {
  it('keeps the first 1,000 errors and counts all', () => {
    const tally = new RowErrorTally();
    for (let row = 2; row < 1502; row++) tally.add([{ row, column: 'email', value: 'nope', key: 'zod.invalidEmail' }]);
    expect(tally.count).toBe(1500);
    expect(tally.listed).toHaveLength(1000);
    expect(tally.listed[999]!.row).toBe(1001);
  });
});

describe('FileDuplicates and duplicatesOf', () => {
  it("finds the file's repeats after their first row and lists them with the campaign's by row", () => {
    const file = new FileDuplicates();
    expect([2, 3, 4, 5].map((row) => file.repeats(row, row === 3 ? 'b@x.ch' : 'a@x.ch'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const inCampaign = { duplicates: [{ row: 3, email: 'b@x.ch', inCampaign: true }], duplicateCount: 1 };
    expect(duplicatesOf(file, inCampaign)).toEqual({
      duplicates: [
        { row: 3, email: 'b@x.ch', inCampaign: true },
        { row: 4, email: 'a@x.ch', inCampaign: false },
        { row: 5, email: 'a@x.ch', inCampaign: false },
      ],
      duplicateCount: 3,
    });
  });
});
