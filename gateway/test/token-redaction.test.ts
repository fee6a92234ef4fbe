import { Writable } from 'node:stream';
import { mailLinkPaths } from '@cadeau/contracts';
import pino from 'pino';
import request from 'supertest';
import { standInWorld } from './stand-in-world';

// Issue 23: a logged reset token resets the password. The gateway serves the pages mailed links open; its request
// log shows every one-time token of them as ****, as it does gift codes (voucher-redaction.test.ts).
const world = standInWorld('token-redaction');

it('logs no one-time token of any mailed link kind', async () => {
  const gateway = await world.gateway({ services: { identity: world.identity.url, mail: world.identity.url } });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  jest
    .spyOn(gateway.service.kit.logger, 'child')
    .mockImplementation((bindings) => pino({ level: 'info' }, sink).child(bindings));
  const token = 'c2VjcmV0LXJlc2V0LXRva2VuLTAxMjM0NTY3ODk';
  const pages = [
    `${mailLinkPaths.emailConfirmation}?token=${token}`,
    `${mailLinkPaths.passwordReset}?token=${token}`,
    `${mailLinkPaths.invitation}?token=${token}`,
    `${mailLinkPaths.emailChange}?token=${token}`,
    `${mailLinkPaths.emailChange}?token=${token}&action=cancel`,
    `${mailLinkPaths.unsubscribe}?token=${token}`,
    `/registration?token=${token}`,
  ];
  const server = await gateway.listen(0, '127.0.0.1');
  for (const page of pages) await request(server).get(page);
  const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(logged.map((l) => l.url)).toEqual([
    '/confirm-email?token=****',
    '/reset-password?token=****',
    '/invitation?token=****',
    '/email-change?token=****',
    '/email-change?token=****&action=cancel',
    '/unsubscribe?token=****',
    '/registration?token=****',
  ]);
  expect(lines.join('\n')).not.toContain(token);
});
