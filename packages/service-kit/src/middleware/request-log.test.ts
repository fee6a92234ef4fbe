import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { loggedUrl, requestLog } from './request-log';

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
