import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('takes a stopping replica out after one missed check, and retries nothing (as a Kubernetes Service)', () => {
    expect(config).toContain('  default-server inter 300ms fall 1 rise 1');
    expect(config).toContain('  retries 0');
    expect(config).not.toMatch(/redispatch|retry-on/);
    // A check that is slow under load (it asks Postgres and NATS) must not take a healthy replica out.
    expect(config).toContain('  timeout check 5s');
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

  it('is a configuration HAProxy itself accepts (haproxy -c, the Debian package CI installs)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-')), 'haproxy.cfg');
    fs.writeFileSync(file, config);
    const check = spawnSync('/usr/sbin/haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    expect({ status: check.status, output: check.status === 0 ? '' : check.stderr + check.stdout }).toEqual({
      status: 0,
      output: '',
    });
  });
});
