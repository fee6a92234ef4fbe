import {
  invoiceReference,
  isQrIban,
  isValidQrr,
  isValidScor,
  normalizeReference,
  qrrReference,
  scorReference,
} from './qr-reference';

// Expected values are the guidelines' own examples or were computed apart from this code (a separate Python
// script of the mod-10-recursive table and of ISO 7064 mod 97-10), never with the functions under test.

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const NORMAL_IBAN = 'CH93 0076 2011 6238 5295 7';

describe('isQrIban: a CH/LI IBAN with institution id 30000–31999', () => {
  it('CH44 3199 9123 0008 8901 2 (IID 31999) is a QR-IBAN, with or without spaces', () => {
    expect(isQrIban(QR_IBAN)).toBe(true);
    expect(isQrIban('CH4431999123000889012')).toBe(true);
  });
  it('CH57 3000 0123 4567 8901 2 (IID 30000, the first) and LI70 3000 0123 4567 8901 2 are QR-IBANs', () => {
    expect(isQrIban('CH5730000123456789012')).toBe(true);
    expect(isQrIban('LI7030000123456789012')).toBe(true);
  });
  it('CH49 2999 9… (IID 29999) and CH52 3200 0… (IID 32000) are normal IBANs', () => {
    expect(isQrIban('CH4929999123456789012')).toBe(false);
    expect(isQrIban('CH5232000123456789012')).toBe(false);
  });
  it('CH93 0076 2011 6238 5295 7 (IID 00762) is a normal IBAN', () => {
    expect(isQrIban(NORMAL_IBAN)).toBe(false);
  });
  it('an IBAN of another country or of the wrong length is none, whatever its digits', () => {
    expect(isQrIban('DE89370400440532013000')).toBe(false);
    expect(isQrIban('CH443199912300088901')).toBe(false);
  });
});

describe('QR reference (QRR): 26 digits and a modulo-10-recursive check digit', () => {
  it('21000000000313947143000901 gets check digit 7 (the guidelines example 210000000003139471430009017)', () => {
    expect(qrrReference('21000000000313947143000901')).toBe('210000000003139471430009017');
  });
  it('2026000042 is padded to 26 digits and gets check digit 5: 000000000000000020260000425', () => {
    expect(qrrReference('2026000042')).toBe('000000000000000020260000425');
  });
  it('1 becomes 25 zeros, 1 and check digit 1 (the carry after 1 is 9, 10 - 9 = 1)', () => {
    expect(qrrReference('1')).toBe('000000000000000000000000011');
  });
  it('26 nines get check digit 2', () => {
    expect(qrrReference('9'.repeat(26))).toBe(`${'9'.repeat(26)}2`);
  });
  it('refuses no digits, letters and more than 26 digits', () => {
    expect(() => qrrReference('')).toThrow(RangeError);
    expect(() => qrrReference('2026-000042')).toThrow(RangeError);
    expect(() => qrrReference('9'.repeat(27))).toThrow(RangeError);
  });
  it('isValidQrr accepts 210000000003139471430009017 and refuses it with check digit 8, 26 digits or a letter', () => {
    expect(isValidQrr('210000000003139471430009017')).toBe(true);
    expect(isValidQrr('210000000003139471430009018')).toBe(false);
    expect(isValidQrr('21000000000313947143000901')).toBe(false);
    expect(isValidQrr('21000000000313947143000901A')).toBe(false);
  });
});

describe('creditor reference (SCOR, ISO 11649): RF, two check digits, up to 21 letters or digits', () => {
  it('539007547034 becomes RF18539007547034 (the known valid example)', () => {
    expect(scorReference('539007547034')).toBe('RF18539007547034');
  });
  it('2026000042 becomes RF022026000042 (a check value below 10 keeps its leading zero)', () => {
    expect(scorReference('2026000042')).toBe('RF022026000042');
  });
  it('letters count as 10–35 and are upper-cased: cadeau42 becomes RF51CADEAU42', () => {
    expect(scorReference('cadeau42')).toBe('RF51CADEAU42');
  });
  it('21 nines (the longest body) become RF12 and the nines', () => {
    expect(scorReference('9'.repeat(21))).toBe(`RF12${'9'.repeat(21)}`);
  });
  it('refuses an empty body, 22 characters and anything but letters and digits', () => {
    expect(() => scorReference('')).toThrow(RangeError);
    expect(() => scorReference('9'.repeat(22))).toThrow(RangeError);
    expect(() => scorReference('2026-000042')).toThrow(RangeError);
  });
  it('isValidScor accepts RF18539007547034 and RF51CADEAU42, refuses RF19539007547034 (checksum)', () => {
    expect(isValidScor('RF18539007547034')).toBe(true);
    expect(isValidScor('RF51CADEAU42')).toBe(true);
    expect(isValidScor('RF19539007547034')).toBe(false);
  });
  it('isValidScor wants the electronic form: spaces and lower case only pass after normalizeReference', () => {
    expect(isValidScor('RF18 5390 0754 7034')).toBe(false);
    expect(isValidScor('rf18539007547034')).toBe(false);
    expect(isValidScor(normalizeReference(' rf18 5390 0754 7034 '))).toBe(true);
  });
  it('isValidScor refuses a body of 22 characters and a missing body', () => {
    expect(isValidScor(`RF12${'9'.repeat(22)}`)).toBe(false);
    expect(isValidScor('RF18')).toBe(false);
  });
});

describe('normalizeReference: what a bank file reference is compared with', () => {
  it('"21 00000 00003 13947 14300 09017" becomes 210000000003139471430009017', () => {
    expect(normalizeReference('21 00000 00003 13947 14300 09017')).toBe('210000000003139471430009017');
  });
  it('"rf02 2026 0000 42" becomes RF022026000042 (tabs and line breaks go too)', () => {
    expect(normalizeReference('rf02 2026\t0000\n42')).toBe('RF022026000042');
  });
});

describe('invoiceReference: from the invoice number and the creditor IBAN', () => {
  it('2026-000042 with the QR-IBAN is the QRR 000000000000000020260000425', () => {
    expect(invoiceReference('2026-000042', QR_IBAN)).toBe('000000000000000020260000425');
  });
  it('2026-000042 with a normal IBAN is the SCOR RF022026000042', () => {
    expect(invoiceReference('2026-000042', NORMAL_IBAN)).toBe('RF022026000042');
  });
  it('the same number with another year gives another reference: 2027-000042 is …20270000428 / RF492027000042', () => {
    expect(invoiceReference('2027-000042', QR_IBAN)).toBe('000000000000000020270000428');
    expect(invoiceReference('2027-000042', NORMAL_IBAN)).toBe('RF492027000042');
  });
  it('a seventh digit (the millionth invoice of a year) stays distinct: 2026-1000000 is …202610000008 / RF2220261000000', () => {
    expect(invoiceReference('2026-1000000', QR_IBAN)).toBe('000000000000000202610000008');
    expect(invoiceReference('2026-1000000', NORMAL_IBAN)).toBe('RF2220261000000');
  });
  it('is deterministic: the same invoice number always gives the same reference', () => {
    expect(invoiceReference('2026-000042', QR_IBAN)).toBe(invoiceReference('2026-000042', QR_IBAN));
  });
  it('what it makes passes the validators', () => {
    expect(isValidQrr(invoiceReference('2026-000042', QR_IBAN))).toBe(true);
    expect(isValidScor(invoiceReference('2026-000042', NORMAL_IBAN))).toBe(true);
  });
  it('refuses what is no invoice number: 2026-42 (too few digits), 26-000042, 0999-000042, 2026000042', () => {
    for (const notANumber of ['2026-42', '26-000042', '0999-000042', '2026000042', ' 2026-000042']) {
      expect(() => invoiceReference(notANumber, QR_IBAN)).toThrow(RangeError);
    }
  });
});
