import { findRoute } from './routes';
import { mailSendCommand, mailTemplateKeys, renderMailBody } from './mail';

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
    expect(mailTemplateKeys.length).toBe(10);
    expect(findRoute('POST', '/mail/webhook/sendgrid')?.route.forwardHeaders).toEqual([
      'x-twilio-email-event-webhook-signature',
      'x-twilio-email-event-webhook-timestamp',
    ]);
    expect(findRoute('GET', '/dev/mails/abc')?.params).toEqual({ mailId: 'abc' });
  });
});
