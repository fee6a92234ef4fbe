import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { standInWorld } from './stand-in-world';

// Issue 12: a gift code is the only credential a recipient needs, so the gateway's request log shows the
// redemption paths as /api/voucher/****, while svc-campaign still receives the code.
const world = standInWorld('voucher-redaction');
let campaign: http.Server;
const received: string[] = [];

beforeAll(async () => {
  campaign = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"error.voucher.invalid"}');
  });
  await new Promise<void>((resolve) => campaign.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => campaign.close(() => resolve())));

it('logs /api/voucher/**** for every redemption path and forwards the code itself', async () => {
  const url = `http://127.0.0.1:${(campaign.address() as AddressInfo).port}`;
  const gateway = await world.gateway({
    services: { identity: world.identity.url, mail: world.identity.url, campaign: url },
  });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // Every request's logger is a child of the kit's: capture what the request log writes.
  jest
    .spyOn(gateway.service.kit.logger, 'child')
    .mockImplementation((bindings) => pino({ level: 'info' }, sink).child(bindings));
  const code = '1234-5678-9012-3452';
  const server = await gateway.listen(0, '127.0.0.1');
  await request(server).get(`/api/voucher/${code}`);
  await request(server)
    .post(`/api/voucher/${code}/order`)
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ productId: 'x' });
  await request(server).post(`/api/voucher/1234567890123452/visit`).set('Sec-Fetch-Site', 'same-origin');
  // A doubled slash (the gateway's route table answers it itself) or a code in the query must not bring the
  // code into the log either.
  await request(server).get(`/api/voucher//1234567890123452`);
  await request(server).get(`/api/voucher/x?code=1234%205678%209012%203452`);
  expect(received).toEqual([
    `/voucher/${code}`,
    `/voucher/${code}/order`,
    '/voucher/1234567890123452/visit',
    '/voucher/x?code=1234%205678%209012%203452',
  ]);
  const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(logged.map((l) => `${l.method} ${l.url}`)).toEqual([
    'GET /api/voucher/****',
    'POST /api/voucher/****/order',
    'POST /api/voucher/****/visit',
    'GET /api/voucher/****/****',
    'GET /api/voucher/****?code=****',
  ]);
  expect(lines.join('\n')).not.toMatch(/1234/);
});
