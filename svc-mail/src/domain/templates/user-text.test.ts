import { linksOf, renderMail } from '.';

const ctx = { publicUrl: 'https://cadeau.example/' };
const token = 'tok_ABCdef0123456789-xyz';
const script = '<script>alert(1)</script>';
const anchor = '<a href="https://evil.example/x">Click</a>';

/**
 * Issue 8: text people choose (organisation and person names) reaches mails only escaped. The names are
 * the ones svc-identity puts into its mail commands (invitation: organisation and inviter; the registration
 * notice: organisation and first name).
 */
describe('user-chosen text in mails', () => {
  const mails = [
    renderMail('invitation', 'de', { organizationName: `Acme ${script}`, inviterName: `Eve ${anchor}`, token }, ctx),
    renderMail('registrationAttempt', 'en', { firstName: anchor, organizationName: script }, ctx),
    renderMail('emailConfirmation', 'en', { firstName: anchor, token }, ctx),
    // A seller names its products, and a reviewer writes the reason (issue 10).
    renderMail(
      'productRejected',
      'de',
      {
        productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
        productName: script,
        productNumber: 'P-0001',
        version: 1,
        reason: anchor,
      },
      ctx,
    ),
    // Who acted is named to their colleagues (issue 10).
    renderMail(
      'productPaused',
      'en',
      {
        productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
        productName: 'Honey',
        productNumber: 'P-0002',
        version: 1,
        byName: anchor,
      },
      ctx,
    ),
  ];

  it.each(mails.map((m, i) => [i, m] as const))('arrives escaped in the html (mail %i)', (_i, mail) => {
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('evil.example/x">');
    expect(mail.html).not.toMatch(/<a href="https:\/\/evil/);
    expect(mail.html).toMatch(/&lt;(script|a href=&quot;https:\/\/evil\.example\/x&quot;)&gt;/);
    // The only links are the platform's own.
    for (const l of linksOf(mail.html)) expect(l.startsWith('https://cadeau.example/')).toBe(true);
  });

  it('keeps the subject on one line whatever the name holds', () => {
    const mail = renderMail(
      'invitation',
      'en',
      { organizationName: 'Acme\r\nBcc: x@evil.example', inviterName: 'Eve', token },
      ctx,
    );
    expect(mail.subject).toBe('Invitation to Acme Bcc: x@evil.example on Cadeau');
    expect(mail.html).toContain('<title>Invitation to Acme Bcc: x@evil.example on Cadeau</title>');
  });
});
