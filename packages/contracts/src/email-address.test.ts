import { checkAddressSyntax } from './email-address';

const label = (n: number) => 'a'.repeat(n);

describe('checkAddressSyntax (spec section 5)', () => {
  it.each([
    ['anna.muster@example.ch', 'anna.muster@example.ch'],
    ['  Anna+Gift@Example.CH ', 'Anna+Gift@example.ch'],
    ["o'brien@mail.example.org", "o'brien@mail.example.org"],
    ['info@bücher.ch', 'info@xn--bcher-kva.ch'],
    ['x@sub.domain.co.uk.', 'x@sub.domain.co.uk'],
  ])('accepts %s', (input, normalised) => {
    expect(checkAddressSyntax(input)).toEqual({ ok: true, address: normalised, domain: normalised.split('@')[1] });
  });

  it.each([
    ['plain', 'error.mail.invalidFormat'],
    ['a@b', 'error.mail.invalidFormat'],
    ['a@-b.ch', 'error.mail.invalidFormat'],
    ['a@b-.ch', 'error.mail.invalidFormat'],
    ['a@b..ch', 'error.mail.invalidFormat'],
    ['a@b_c.ch', 'error.mail.invalidFormat'],
    ['a@1.2.3.4', 'error.mail.invalidFormat'],
    ['a b@example.ch', 'error.mail.invalidFormat'],
    ['.a@example.ch', 'error.mail.invalidFormat'],
    ['a..b@example.ch', 'error.mail.invalidFormat'],
    ['"quoted"@example.ch', 'error.mail.invalidFormat'],
    ['a@', 'error.mail.invalidFormat'],
    ['@example.ch', 'error.mail.localPartTooShort'],
    [`${label(65)}@example.ch`, 'error.mail.localPartTooLong'],
    [`a@${label(64)}.ch`, 'error.mail.domainPartTooLong'],
    [`a@${[label(63), label(63), label(63), label(63), 'ch'].join('.')}`, 'error.mail.domainTooLong'],
    [`${label(64)}@${label(300)}`, 'error.mail.tooLong'],
  ])('refuses %s with %s', (input, key) => {
    expect(checkAddressSyntax(input)).toEqual({ ok: false, key });
  });

  it('accepts the longest legal parts exactly at the limits', () => {
    const domain = [label(63), label(63), label(63), label(60), "ch"].join('.');
    expect(domain.length).toBe(255);
    const address = `${label(64)}@${domain}`;
    expect(address.length).toBe(320);
    expect(checkAddressSyntax(address).ok).toBe(true);
    expect(checkAddressSyntax(`${label(64)}@${label(64)}.ch`)).toEqual({ ok: false, key: 'error.mail.domainPartTooLong' });
  });
});
