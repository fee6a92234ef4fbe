import { MxChecker } from '../src/adapters/mx';
import { startDnsServer, type DnsServer } from './helpers/dns-server';

describe('MX lookup against a DNS server on loopback', () => {
  let dns: DnsServer;
  let mx: MxChecker;

  beforeAll(async () => {
    dns = await startDnsServer({
      'mail.example.ch': {
        mx: [
          { exchange: 'mx2.mail.example.ch', priority: 20 },
          { exchange: 'mx1.mail.example.ch', priority: 10 },
        ],
      },
      'nomail.example.ch': { mx: [] },
      'nullmx.example.ch': { mx: [{ exchange: '', priority: 0 }] },
      'broken.example.ch': { servfail: true },
      'slow.example.ch': { silent: true },
    });
    mx = new MxChecker({ servers: [dns.address], timeoutMs: 300, tries: 1 });
  });
  afterAll(() => dns.close());

  it('finds the mail servers, best priority first', async () => {
    await expect(mx.check('mail.example.ch')).resolves.toEqual({
      ok: true,
      exchanges: ['mx1.mail.example.ch', 'mx2.mail.example.ch'],
    });
    expect(dns.queries).toContainEqual({ name: 'mail.example.ch', type: 'MX' });
  });

  it('says noMx for a domain that does not exist, has no MX record, or a null MX', async () => {
    await expect(mx.check('unknown.example.ch')).resolves.toEqual({ ok: false, key: 'error.mail.noMx' });
    await expect(mx.check('nomail.example.ch')).resolves.toEqual({ ok: false, key: 'error.mail.noMx' });
    await expect(mx.check('nullmx.example.ch')).resolves.toEqual({ ok: false, key: 'error.mail.noMx' });
  });

  it('says dnsError when the server fails or does not answer, and does not cache that', async () => {
    await expect(mx.check('broken.example.ch')).resolves.toMatchObject({ ok: false, key: 'error.mail.dnsError' });
    await expect(mx.check('slow.example.ch')).resolves.toMatchObject({
      ok: false,
      key: 'error.mail.dnsError',
      detail: 'ETIMEOUT',
    });
    const before = dns.queries.filter((q) => q.name === 'broken.example.ch').length;
    await mx.check('broken.example.ch');
    expect(dns.queries.filter((q) => q.name === 'broken.example.ch').length).toBeGreaterThan(before);
  });

  it('caches definite answers', async () => {
    const count = () =>
      dns.queries.filter((q) => q.name === 'cached.example.ch' || q.name === 'mail.example.ch').length;
    await mx.check('mail.example.ch');
    const before = count();
    await mx.check('MAIL.example.ch');
    expect(count()).toBe(before);
  });
});
