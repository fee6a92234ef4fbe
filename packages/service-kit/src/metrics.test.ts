import Router from '@koa/router';
import Koa from 'koa';
import { Registry } from 'prom-client';
import request from 'supertest';
import { httpMetrics, methodLabel, routeLabel, UNMATCHED_ROUTE } from './metrics';

describe('the route label', () => {
  it('is the matched route template, never the path with its ids', () => {
    expect(
      routeLabel({ path: '/campaign/5f0c7c53-3b52-4a4f-9d35-2f4c1a2b3c4d', matched: '/campaign/:campaignId' }),
    ).toBe('/campaign/:campaignId');
  });

  it('is a fixed label for a path no route matched', () => {
    expect(routeLabel({ path: '/voucher/1234-5678-9012-3456' })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ path: '/no/such/thing' })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ path: '/x', matched: '' })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ path: '/x', matched: /x/ })).toBe(UNMATCHED_ROUTE);
  });

  it("names the kit's own probes and takes a given label first", () => {
    expect(routeLabel({ path: '/readyz' })).toBe('/readyz');
    expect(routeLabel({ path: '/api/x/1', matched: '/x/:id', custom: '/api/x/:id' })).toBe('/api/x/:id');
  });

  it('keeps known methods and folds any other word', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('SECRET1234')).toBe('OTHER');
  });
});

describe('request metrics', () => {
  const registry = new Registry();
  const app = new Koa();
  const router = new Router();
  app.use(httpMetrics(registry));
  router.get('/voucher/:code', (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/user/reset/:token', (ctx) => {
    ctx.status = 404;
  });
  app.use(router.routes());
  const http = () => request(app.callback());

  it('counts by template and status; codes, tokens and unknown paths leave no trace, the scrape is not counted', async () => {
    const code = '8213-4455-0912-7734';
    const token = 'tok3nS3cr3tValue';
    await http().get(`/voucher/${code}`).expect(200);
    await http().get(`/user/reset/${token}`).expect(404);
    await http().get(`/lost/${code}?token=${token}`).expect(404);
    await http().get('/metrics').expect(200);
    const scrape = await http().get('/metrics').expect(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain/);
    const text = scrape.text;
    expect(text).toContain('http_requests_total{method="GET",route="/voucher/:code",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/user/reset/:token",status="404"} 1');
    expect(text).toContain(`http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 1`);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/voucher\/:code",status="200"\} 1/);
    expect(text).not.toContain('/metrics');
    for (const secret of [code, code.replace(/-/g, ''), token, '/lost']) expect(text).not.toContain(secret);
  });
});
