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
