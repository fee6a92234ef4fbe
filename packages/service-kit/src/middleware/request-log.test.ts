import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { mailLinkPaths } from '@cadeau/contracts';
import { TOKEN_LINK_PATHS, loggedUrl, requestLog } from './request-log';

describe('requestLog', () => {
  it('never logs a gift code: the segment after /voucher/ is ****, the rest of the URL stays', () => {
    expect(loggedUrl('/api/voucher/1234-5678-9012-3452')).toBe('/api/voucher/****');
    expect(loggedUrl('/api/voucher/1234567890123452/order?x=1')).toBe('/api/voucher/****/order?x=1');
    expect(loggedUrl('/voucher/1234%205678/visit')).toBe('/voucher/****/visit');
    expect(loggedUrl('/api/VOUCHER/1234')).toBe('/api/VOUCHER/****');
    expect(loggedUrl('/api/campaign/abc/vouchers/export')).toBe('/api/campaign/abc/vouchers/export');
    expect(loggedUrl('/api/voucher/')).toBe('/api/voucher/****');
  });

  it('hides every segment after /voucher/ but the literal route words after the code', () => {
    expect(loggedUrl('/api/voucher//1111222233334444')).toBe('/api/voucher/****/****');
    expect(loggedUrl('/api/voucher//1111/order')).toBe('/api/voucher/****/****/order');
    expect(loggedUrl('/api/voucher/order/1234')).toBe('/api/voucher/****/****');
    expect(loggedUrl('/api/voucher/1234/Order')).toBe('/api/voucher/****/****');
    expect(loggedUrl('/api/voucher/1234/visits')).toBe('/api/voucher/****/****');
    expect(loggedUrl('/voucher/1234/visit/')).toBe('/voucher/****/visit/****');
  });

  it('hides a run of 16 digits in any path or query, grouped or not', () => {
    expect(loggedUrl('/api/vouchers/1111222233334444')).toBe('/api/vouchers/****');
    expect(loggedUrl('/api/x/1111-2222-3333-4444/y')).toBe('/api/x/****/y');
    expect(loggedUrl('/api/x/1111%202222%203333%204444')).toBe('/api/x/****');
    expect(loggedUrl('/api/x?code=1111 2222 3333 4444&a=1')).toBe('/api/x?code=****&a=1');
    expect(loggedUrl('/api/x?code=1111+2222+3333+4444')).toBe('/api/x?code=****');
    expect(loggedUrl('/api/x/a1111222233334444b')).toBe('/api/x/a****b');
    // Fewer digits (an ISO date, a 15-digit number, a uuid) stay as they are.
    expect(loggedUrl('/api/x/2026-11-24/123456789012345')).toBe('/api/x/2026-11-24/123456789012345');
    expect(loggedUrl('/api/order/0b6f3c9e-8a1d-4c2b-9e7f-1a2b3c4d5e6f')).toBe(
      '/api/order/0b6f3c9e-8a1d-4c2b-9e7f-1a2b3c4d5e6f',
    );
  });

  // Issue 23: a logged reset token resets the password. Every mailed link kind that carries a token, and the
  // registration page an invitation hands its token to.
  const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA_-0123456789abcdef';
  const tokenPages = [
    mailLinkPaths.emailConfirmation,
    mailLinkPaths.passwordReset,
    mailLinkPaths.invitation,
    mailLinkPaths.emailChange,
    mailLinkPaths.unsubscribe,
    '/registration',
  ];
  it.each(tokenPages)('never logs the one-time token of %s, in the query or the path', (page) => {
    expect(loggedUrl(`${page}?token=${TOKEN}`)).toBe(`${page}?token=****`);
    expect(loggedUrl(`${page}?lang=de&token=${TOKEN}&token=${TOKEN}`)).toBe(`${page}?lang=****&token=****&token=****`);
    expect(loggedUrl(`${page}?${TOKEN}`)).toBe(`${page}?****`);
    expect(loggedUrl(`${page}/${TOKEN}`)).toBe(`${page}/****`);
    expect(loggedUrl(`${page.toUpperCase()}/${TOKEN}/x?t=${TOKEN}`)).toBe(`${page.toUpperCase()}/****?t=****`);
    expect(loggedUrl(page)).toBe(page);
  });

  it('knows every mailed link kind: a new one must be listed as a token page or as one without a token', () => {
    const withoutToken = [
      'forgotPassword',
      'contact',
      'organization',
      'products',
      'campaigns',
      'orders',
      'login',
      'cockpit',
      'imprint',
    ];
    const tokenKinds = Object.entries(mailLinkPaths).filter(([kind]) => !withoutToken.includes(kind));
    expect(tokenKinds.map(([, path]) => path).sort()).toEqual(
      TOKEN_LINK_PATHS.filter((p) => p !== '/registration').sort(),
    );
  });

  it('keeps the cancel action of an e-mail change and hides a token parameter on any other URL', () => {
    expect(loggedUrl(`/email-change?token=${TOKEN}&action=cancel`)).toBe('/email-change?token=****&action=cancel');
    expect(loggedUrl(`/api/x?resetToken=${TOKEN}&page=2`)).toBe('/api/x?resetToken=****&page=2');
    expect(loggedUrl(`/api/x?page=2&sort=name`)).toBe('/api/x?page=2&sort=name');
    // Pages whose names only begin like a token page are not token pages.
    expect(loggedUrl('/invitations?page=2')).toBe('/invitations?page=2');
  });

  it('writes the redacted URL in its line', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.logger = pino({ level: 'info' }, sink);
      await next();
    });
    app.use(requestLog());
    app.use((ctx) => {
      ctx.status = 204;
    });
    await request(app.callback()).post('/voucher/1234-5678-9012-3452/order');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: 'POST', url: '/voucher/****/order', status: 204 });
    expect(lines[0]).not.toContain('1234');
  });
});
