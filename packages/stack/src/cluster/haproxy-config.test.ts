import { haproxyConfig } from './haproxy-config';

const config = haproxyConfig(
  [
    { name: 'gateway', port: 8280, replicas: [8281, 8282] },
    { name: 'campaign', port: 3203, replicas: [3213, 3223] },
  ],
  { checkIntervalMs: 300, statsPort: 8299 },
);

describe('the loopback cluster HAProxy configuration', () => {
  it('balances each frontend over its replicas round-robin with a readiness check', () => {
    expect(config).toContain(
      [
        'backend campaign',
        '  balance roundrobin',
        '  option httpchk GET /readyz',
        '  http-check expect status 200',
        '  server campaign-1 127.0.0.1:3213 check',
        '  server campaign-2 127.0.0.1:3223 check',
      ].join('\n'),
    );
    expect(config).toContain('frontend gateway\n  bind 127.0.0.1:8280');
  });

  it('takes a stopping replica out after one missed check, and retries only what never reached a replica', () => {
    expect(config).toContain('  default-server inter 300ms fall 1 rise 1');
    // A check that is slow under load (it asks Postgres and NATS) must not take a healthy replica out.
    expect(config).toContain('  timeout check 5s');
    expect(config).toContain('  retry-on conn-failure');
    // Never a retry on a response timeout or an empty response: the request may have been handled.
    expect(config).not.toMatch(/retry-on .*(empty-response|response-timeout|all-retryable)/);
  });

  it('keeps a socket.io long-polling client on one gateway and spreads everything else', () => {
    expect(config).toContain(
      'use_backend gateway-realtime if { path_beg /socket.io/ } { query -m sub transport=polling }',
    );
    expect(config).toMatch(/backend gateway-realtime\n {2}balance source/);
    expect(config).not.toMatch(/backend campaign-realtime/);
  });

  it('passes the client address on (the gateways trust one hop)', () => {
    expect(config).toContain('  option forwardfor');
  });
});
