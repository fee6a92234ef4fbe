import { findRoute } from './routes';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_COMMAND_MAX_BYTES,
  mailAttachmentSchema,
  mailSendCommand,
  mailTemplateData,
  mailTemplateKeys,
  maskIban,
  renderMailBody,
} from './mail';
import { organizationRegistrationBody } from './accounts';
import { PERSON_NAME_MAX } from './identity';

const token = 'a'.repeat(43);

describe('mail contracts', () => {
  it('parses a command and defaults the class to transactional', () => {
    const cmd = mailSendCommand.parse({
      template: 'passwordReset',
      locale: 'de',
      to: 'anna@example.ch',
      idempotencyKey: 'reset:1',
      data: { firstName: 'Anna', token },
    });
    expect(cmd.class).toBe('transactional');
    expect(cmd.template).toBe('passwordReset');
  });

  it('checks the data against the schema of its own template', () => {
    const bad = mailSendCommand.safeParse({
      template: 'invitation',
      locale: 'en',
      to: 'a@b.ch',
      idempotencyKey: 'k',
      data: { firstName: 'Anna', token },
    });
    expect(bad.success).toBe(false);
    expect(renderMailBody.safeParse({ template: 'nope', locale: 'en', data: {} }).success).toBe(false);
  });

  it('refuses links to other sites and tokens with odd characters', () => {
    const notification = (path: string) => ({
      template: 'notification',
      locale: 'en',
      data: { title: 't', body: 'b', path },
    });
    expect(renderMailBody.safeParse(notification('/cockpit/x?y=1')).success).toBe(true);
    expect(renderMailBody.safeParse(notification('//evil.example/x')).success).toBe(false);
    expect(renderMailBody.safeParse(notification('https://evil.example')).success).toBe(false);
    expect(
      renderMailBody.safeParse({
        template: 'emailChangeNew',
        locale: 'en',
        data: { firstName: 'A', token: 'abc"><script>' },
      }).success,
    ).toBe(false);
  });

  it('has the mail routes in the route table', () => {
    // 20 of issues 3-10, the four campaign review mails of issue 11 (released, approved, rejected, blocked),
    // the four order mails of issue 12 (orderConfirmation, orderPlaced, orderShipped, digitalGiftDelivered) and
    // the three billing mails of issue 19 (invoiceIssued, paymentReceived, payoutDone) and the first platform
    // administrator's of issue 21 (platformAdminWelcome).
    expect(mailTemplateKeys.length).toBe(32);
    expect(findRoute('POST', '/mail/webhook/sendgrid')?.route.forwardHeaders).toEqual([
      'x-twilio-email-event-webhook-signature',
      'x-twilio-email-event-webhook-timestamp',
    ]);
    expect(findRoute('GET', '/dev/mails/abc')?.params).toEqual({ mailId: 'abc' });
  });
});

describe('names in mails are bounded by the contracts that accept them (issue 8)', () => {
  const longest = (n: number) => 'W'.repeat(n);
  const token = 'tok_ABCdef0123456789-xyz';

  it('takes the longest names a registration accepts in every template that shows them', () => {
    const body = organizationRegistrationBody.parse({
      organization: { name: longest(200), feature: 'giver', companyName: 'X AG' },
      user: {
        firstName: longest(PERSON_NAME_MAX),
        lastName: longest(PERSON_NAME_MAX),
        email: 'a@example.ch',
        password: 'Correct-Horse-42',
        passwordConfirmation: 'Correct-Horse-42',
      },
    });
    const { organization: o, user: u } = body;
    const inviterName = `${u.firstName} ${u.lastName}`;
    expect(() => mailTemplateData.invitation.parse({ organizationName: o.name, inviterName, token })).not.toThrow();
    expect(() =>
      mailTemplateData.registrationAttempt.parse({ firstName: u.firstName, organizationName: o.name }),
    ).not.toThrow();
    expect(() => mailTemplateData.emailAddressTaken.parse({ firstName: u.firstName })).not.toThrow();
  });

  it('refuses names beyond those bounds instead of passing them on', () => {
    expect(() => organizationRegistrationBody.shape.organization.shape.name.parse(longest(201))).toThrow();
    expect(() =>
      mailTemplateData.invitation.parse({ organizationName: longest(201), inviterName: 'A', token }),
    ).toThrow();
    expect(() =>
      mailTemplateData.invitation.parse({
        organizationName: 'A',
        inviterName: longest(2 * PERSON_NAME_MAX + 2),
        token,
      }),
    ).toThrow();
  });
});

describe('attachments of a mail command (issue 19)', () => {
  /** `size` bytes that start as a PDF does, as base64. */
  const pdf = (size: number) =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 7)]).toString('base64');
  const file = (over: Record<string, unknown> = {}) => ({
    filename: 'Rechnung R-2026-0001.pdf',
    contentType: 'application/pdf',
    contentBase64: pdf(50_000),
    ...over,
  });
  const command = (attachments: unknown[]) => ({
    template: 'paymentReceived',
    locale: 'de',
    to: 'a@example.ch',
    idempotencyKey: 'k',
    data: { organizationName: 'Muster AG', invoiceNumber: 'R-1', paidRappen: 100, openRappen: 0, path: '/cockpit' },
    attachments,
  });
  const issuesOf = (attachments: unknown[]) => {
    const result = mailSendCommand.safeParse(command(attachments));
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('takes up to three PDFs with safe names', () => {
    expect(mailSendCommand.parse(command([file(), file(), file()])).attachments).toHaveLength(3);
    expect(issuesOf([file(), file(), file(), file()])).toEqual(['attachments']);
    for (const filename of ['../etc/passwd.pdf', 'a"b.pdf', 'invoice.exe', '.hidden.pdf', `${'a'.repeat(97)}.pdf`])
      expect([filename, issuesOf([file({ filename })])]).toEqual([filename, ['attachments.0.filename']]);
    expect(issuesOf([file({ contentType: 'text/html' })])).toEqual(['attachments.0.contentType']);
  });

  it('refuses content that is no base64, no PDF or larger than 2 MiB decoded', () => {
    for (const contentBase64 of ['JVBERi0x%%%', 'JVBERi0xLjcK=', Buffer.from('<html>').toString('base64'), ''])
      expect([contentBase64, issuesOf([file({ contentBase64 })])]).toEqual([
        contentBase64,
        ['attachments.0.contentBase64'],
      ]);
    // Parsed alone, the file limit is what refuses; in a command the NATS-sized bound refuses it first.
    expect(mailAttachmentSchema.safeParse(file({ contentBase64: pdf(MAIL_ATTACHMENT_MAX_BYTES) })).success).toBe(true);
    expect(mailAttachmentSchema.safeParse(file({ contentBase64: pdf(MAIL_ATTACHMENT_MAX_BYTES + 1) })).success).toBe(
      false,
    );
  });

  it('keeps a command with attachments within one NATS message (max_payload 1 MiB)', () => {
    const fits = Math.floor(((MAIL_COMMAND_MAX_BYTES - 2_000) / 4) * 3);
    expect(issuesOf([file({ contentBase64: pdf(fits) })])).toEqual([]);
    expect(issuesOf([file({ contentBase64: pdf(400_000) }), file({ contentBase64: pdf(400_000) })])).toEqual([
      'attachments',
    ]);
  });

  it('shows an IBAN only by its last four characters', () => {
    expect(maskIban('CH93 0076 2011 6238 5295 7')).toBe('•••• 2957');
    const payout = { organizationName: 'A', invoiceNumber: 'A-1', amountRappen: 1, path: '/cockpit' };
    expect(mailTemplateData.payoutDone.safeParse({ ...payout, iban: maskIban('CH9300762011623852957') }).success).toBe(
      true,
    );
    expect(mailTemplateData.payoutDone.safeParse({ ...payout, iban: 'CH9300762011623852957' }).success).toBe(false);
  });
});
