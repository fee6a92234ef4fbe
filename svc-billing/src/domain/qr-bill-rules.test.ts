import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, refusal } from '@cadeau/service-kit/errors';
import { assertQrBill, qrBillProblems, type QrBillInput, type QrBillParty } from './qr-bill-rules';

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const NORMAL_IBAN = 'CH93 0076 2011 6238 5295 7';
/** QRR of invoice 2026-000042 (check digit 5, computed apart from the code). */
const QRR = '000000000000000020260000425';

const platform = {
  name: 'Cadeau AG',
  street: 'Bahnhofstrasse',
  houseNumber: '1',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  iban: QR_IBAN,
};
const organisation: QrBillParty = {
  name: 'Muster & Söhne GmbH',
  street: 'Seestrasse',
  houseNumber: '12a',
  zip: '3600',
  city: 'Thun',
  country: 'CH',
};

function bill(changes: Partial<QrBillInput> = {}): QrBillInput {
  return {
    creditor: platform,
    debtor: organisation,
    amountRappen: 123_450,
    reference: QRR,
    message: '2026-000042',
    ...changes,
  };
}
const withDebtor = (changes: Partial<QrBillParty>) => bill({ debtor: { ...organisation, ...changes } });
const withCreditor = (changes: Partial<QrBillInput['creditor']>) => bill({ creditor: { ...platform, ...changes } });
const keys = (data: QrBillInput) => qrBillProblems(data).map((p) => `${p.key} ${p.path.join('.')}`);

const { qrAmountOutOfRange, qrInvalidCharacters, qrAddressIncomplete, qrInvalidIban, qrReferenceMismatch } =
  ErrorKeys.invoice;

describe('a valid bill has no problems', () => {
  it('QR-IBAN with the QRR 000000000000000020260000425, CHF 1234.50, Zürich and Söhne', () => {
    expect(qrBillProblems(bill())).toEqual([]);
    expect(refusal(() => assertQrBill(bill()))).toBeNull();
  });
  it('normal IBAN with the SCOR RF022026000042, or with no reference', () => {
    expect(keys(bill({ creditor: { ...platform, iban: NORMAL_IBAN }, reference: 'RF022026000042' }))).toEqual([]);
    expect(keys(bill({ creditor: { ...platform, iban: NORMAL_IBAN }, reference: null }))).toEqual([]);
  });
  it('IBAN and reference in print form (spaces, lower case) are fine', () => {
    const printed = bill({
      creditor: { ...platform, iban: NORMAL_IBAN.toLowerCase() },
      reference: 'rf02 2026 0000 42',
    });
    expect(keys(printed)).toEqual([]);
  });
  it('street and house number may be empty (structured address: only name, postcode and town are required)', () => {
    expect(keys(withDebtor({ street: '', houseNumber: '' }))).toEqual([]);
  });
});

describe('amount: 0.01 to 999,999,999.99 CHF in whole Rappen', () => {
  it('1 Rappen (CHF 0.01) and 99,999,999,999 Rappen (CHF 999,999,999.99) are the limits', () => {
    expect(keys(bill({ amountRappen: 1 }))).toEqual([]);
    expect(keys(bill({ amountRappen: 99_999_999_999 }))).toEqual([]);
  });
  it('0, -500 and 100,000,000,000 Rappen (CHF 1,000,000,000.00) are out of range', () => {
    for (const amountRappen of [0, -500, 100_000_000_000]) {
      expect(keys(bill({ amountRappen }))).toEqual([`${qrAmountOutOfRange} amountRappen`]);
    }
  });
  it('12.5 Rappen and NaN are no amount', () => {
    expect(keys(bill({ amountRappen: 12.5 }))).toEqual([`${qrAmountOutOfRange} amountRappen`]);
    expect(keys(bill({ amountRappen: Number.NaN }))).toEqual([`${qrAmountOutOfRange} amountRappen`]);
  });
});

describe('characters: Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €', () => {
  it('accepts Łódź (Ł U+0141, ź U+017A), Ștefan (U+0218), Marjanović (ć U+0107), € and a no-break space', () => {
    expect(keys(withDebtor({ city: 'Łódź', name: 'Ștefan Marjanović', street: 'Rue €\u00a0Nord' }))).toEqual([]);
  });
  it('accepts the edges of each range: space, ~ (U+007E), U+00A0, ÿ (U+00FF), ſ (U+017F), ț (U+021B)', () => {
    expect(keys(withDebtor({ name: ' ~\u00a0ÿſț' }))).toEqual([]);
  });
  it('refuses the typographic apostrophe ’ (U+2019): "Cadeau’s" must be written "Cadeau\'s"', () => {
    expect(keys(withDebtor({ name: 'Cadeau’s' }))).toEqual([`${qrInvalidCharacters} debtor.name`]);
    expect(keys(withDebtor({ name: "Cadeau's" }))).toEqual([]);
  });
  it('refuses the characters just outside: DEL U+007F, U+009F, ƀ U+0180, U+0217, U+021C', () => {
    for (const char of ['\u007f', '\u009f', '\u0180', '\u0217', '\u021c']) {
      expect(keys(withDebtor({ street: `Seestrasse${char}` }))).toEqual([`${qrInvalidCharacters} debtor.street`]);
    }
  });
  it('refuses ə (U+0259), Cyrillic Д, an arrow, an emoji, a tab and a line break', () => {
    for (const text of ['Əli', 'Дом', 'A → B', 'Geschenk 🎁', 'A\tB', 'A\nB']) {
      expect(keys(withCreditor({ city: text }))).toEqual([`${qrInvalidCharacters} creditor.city`]);
    }
  });
  it('checks every field of both addresses and the message', () => {
    for (const field of ['name', 'street', 'houseNumber', 'zip', 'city', 'country'] as const) {
      expect(keys(withDebtor({ [field]: `${organisation[field]}→` }))).toContain(
        `${qrInvalidCharacters} debtor.${field}`,
      );
      expect(keys(withCreditor({ [field]: `${platform[field]}→` }))).toContain(
        `${qrInvalidCharacters} creditor.${field}`,
      );
    }
    expect(keys(bill({ message: 'Depot 🎁' }))).toEqual([`${qrInvalidCharacters} message`]);
  });
  it('the middle dot · (U+00B7, Latin-1 Supplement) is permitted', () => {
    expect(keys(withDebtor({ street: 'Seestrasse · Hinterhaus' }))).toEqual([]);
  });
});

describe('structured addresses: name, postcode and town, within their lengths', () => {
  it('a blank name, postcode or town of the debtor is incomplete, each named', () => {
    expect(keys(withDebtor({ name: ' ', zip: '', city: '' }))).toEqual([
      `${qrAddressIncomplete} debtor.name`,
      `${qrAddressIncomplete} debtor.zip`,
      `${qrAddressIncomplete} debtor.city`,
    ]);
  });
  it("the platform's own address is checked the same way (an unfinished Payment settings page)", () => {
    expect(keys(withCreditor({ city: '' }))).toEqual([`${qrAddressIncomplete} creditor.city`]);
  });
  it('name 70, street 70, house number 16, postcode 16 and town 35 characters fit', () => {
    const longest = { name: 'n'.repeat(70), street: 's'.repeat(70), houseNumber: '1'.repeat(16), zip: '9'.repeat(16) };
    expect(keys(withDebtor({ ...longest, city: 'c'.repeat(35) }))).toEqual([]);
  });
  it('one character more does not: name 71, street 71, house number 17, postcode 17, town 36', () => {
    const tooLong = { name: 'n'.repeat(71), street: 's'.repeat(71), houseNumber: '1'.repeat(17), zip: '9'.repeat(17) };
    expect(keys(withDebtor({ ...tooLong, city: 'c'.repeat(36) }))).toEqual([
      `${qrAddressIncomplete} debtor.name`,
      `${qrAddressIncomplete} debtor.street`,
      `${qrAddressIncomplete} debtor.houseNumber`,
      `${qrAddressIncomplete} debtor.zip`,
      `${qrAddressIncomplete} debtor.city`,
    ]);
  });
  it('lengths count characters: a town of 35 umlauts fits', () => {
    expect(keys(withDebtor({ city: 'ü'.repeat(35) }))).toEqual([]);
  });
  it('the country is a two-letter code: CHE and an empty one are not', () => {
    expect(keys(withDebtor({ country: 'CHE' }))).toEqual([`${qrAddressIncomplete} debtor.country`]);
    expect(keys(withDebtor({ country: '' }))).toEqual([`${qrAddressIncomplete} debtor.country`]);
  });
});

describe('creditor IBAN: a valid CH or LI IBAN', () => {
  it('a missing IBAN (Payment settings not filled in) is invalid, and no reference problem is added', () => {
    expect(keys(withCreditor({ iban: null }))).toEqual([`${qrInvalidIban} creditor.iban`]);
    expect(keys(withCreditor({ iban: '' }))).toEqual([`${qrInvalidIban} creditor.iban`]);
  });
  it('CH44 3199 9123 0008 8901 3 (last digit changed: mod 97 fails) is invalid', () => {
    expect(keys(withCreditor({ iban: 'CH44 3199 9123 0008 8901 3' }))).toEqual([`${qrInvalidIban} creditor.iban`]);
  });
  it('DE89 3704 0044 0532 0130 00 is valid but German: invalid for a QR-bill', () => {
    expect(keys(withCreditor({ iban: 'DE89370400440532013000' }))).toEqual([`${qrInvalidIban} creditor.iban`]);
  });
  it('LI70 3000 0123 4567 8901 2 (a Liechtenstein QR-IBAN) takes the QRR', () => {
    expect(keys(withCreditor({ iban: 'LI7030000123456789012' }))).toEqual([]);
  });
});

describe('reference: QRR with a QR-IBAN, SCOR or none with a normal IBAN', () => {
  it('a QR-IBAN without reference, with a SCOR or with a QRR whose check digit is wrong is a mismatch', () => {
    for (const reference of [null, 'RF022026000042', '000000000000000020260000426']) {
      expect(keys(bill({ reference }))).toEqual([`${qrReferenceMismatch} reference`]);
    }
  });
  it('a normal IBAN with a QRR, or with RF19539007547034 (wrong check digits, RF18 is right), is a mismatch', () => {
    for (const reference of [QRR, 'RF19539007547034']) {
      expect(keys(bill({ creditor: { ...platform, iban: NORMAL_IBAN }, reference }))).toEqual([
        `${qrReferenceMismatch} reference`,
      ]);
    }
  });
});

describe('assertQrBill', () => {
  it('throws 422 with the first broken rule and lists every broken rule as an issue', () => {
    const broken = bill({ amountRappen: 0, debtor: { ...organisation, city: '' } });
    expect(refusal(() => assertQrBill(broken))).toEqual({ status: 422, key: qrAmountOutOfRange });
    let thrown: unknown;
    try {
      assertQrBill(broken);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect((thrown as DomainError).issues).toEqual([
      { path: ['amountRappen'], message: qrAmountOutOfRange },
      { path: ['debtor', 'city'], message: qrAddressIncomplete },
    ]);
  });
  it('refuses a forbidden character with qrInvalidCharacters', () => {
    expect(refusal(() => assertQrBill(withDebtor({ name: 'Ørsted → AS' })))).toEqual({
      status: 422,
      key: qrInvalidCharacters,
    });
  });
});
