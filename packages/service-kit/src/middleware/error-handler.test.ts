import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { DomainError } from '../errors';
import { errorHandler } from './error-handler';

/** A Koa app whose only handler throws `err`, behind the kit's error middleware. */
function appThrowing(err: unknown) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.state.requestId = 'req-1';
    ctx.state.logger = pino({ level: 'silent' });
    await next();
  });
  app.use(errorHandler());
  app.use(() => {
    throw err;
  });
  return request(app.callback());
}

describe('errorHandler', () => {
  it('answers a domain error with its status and key, never its log details', async () => {
    const res = await appThrowing(new DomainError(409, 'error.x.conflict', { cause: 'internal' })).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'error.x.conflict', requestId: 'req-1' });
  });

  it("sends a domain error's public issues, each key at its path with its values", async () => {
    const issues = [
      { path: ['recipients'], message: 'error.x.none' },
      { path: ['budget'], message: 'error.x.tooLow', params: { min: 100 } },
    ];
    const res = await appThrowing(new DomainError(409, 'error.x.blocked', undefined, issues)).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'error.x.blocked', issues, requestId: 'req-1' });
  });

  it("sends a domain error's params beside its key, for the client to interpolate", async () => {
    const params = { campaignName: 'Summer', endDate: '2026-08-31' };
    const res = await appThrowing(new DomainError(409, 'error.x.expired', undefined, undefined, params)).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'error.x.expired', params, requestId: 'req-1' });
  });
});
