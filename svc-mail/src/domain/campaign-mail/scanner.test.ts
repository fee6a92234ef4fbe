import { isLinkScannerClick, isScannerUserAgent } from './scanner';

const delivered = new Date('2026-12-02T09:00:00Z');
const after = (ms: number) => new Date(delivered.getTime() + ms);
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('link scanners', () => {
  it('recognises headless browsers, scanners and HTTP libraries by their user agent', () => {
    for (const agent of [
      'Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36',
      'python-requests/2.32.3',
      'curl/8.5.0',
      'Go-http-client/1.1',
      'Mozilla/5.0 (compatible; Barracuda Sentinel)',
      'Proofpoint URL Defense',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    ])
      expect({ agent, scanner: isScannerUserAgent(agent) }).toEqual({ agent, scanner: true });
    for (const agent of [phone, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36', undefined])
      expect({ agent, scanner: isScannerUserAgent(agent) }).toEqual({ agent, scanner: false });
  });

  it('counts a click from a person, but not one within 10 s of the delivery or by a scanner', () => {
    expect(isLinkScannerClick({ at: after(2_000), userAgent: phone }, delivered)).toBe(true);
    expect(isLinkScannerClick({ at: after(9_999), userAgent: phone }, delivered)).toBe(true);
    expect(isLinkScannerClick({ at: after(10_000), userAgent: phone }, delivered)).toBe(false);
    expect(isLinkScannerClick({ at: after(3_600_000), userAgent: 'curl/8.5.0' }, delivered)).toBe(true);
    expect(isLinkScannerClick({ at: after(1_000) }, null)).toBe(false);
  });
});
