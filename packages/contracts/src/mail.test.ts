import { findRoute } from './routes';
import { mailSendCommand, mailTemplateData, mailTemplateKeys, renderMailBody } from './mail';
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
    // 20 of issues 3-10, the four campaign review mails of issue 11 (released, approved, rejected, blocked) and
    // the four order mails of issue 12 (orderConfirmation, orderPlaced, orderShipped, digitalGiftDelivered).
    expect(mailTemplateKeys.length).toBe(28);
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
