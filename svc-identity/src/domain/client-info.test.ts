import { describeUserAgent, recogniseUserAgent } from './client-info';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';

describe('describeUserAgent', () => {
  it('names device and browser as users recognise them', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({ device: 'Windows 10', browser: 'Firefox 121' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ device: 'Google Pixel 8 (Android 14)', browser: 'Chrome 120' });
  });

  it('says Unknown for what it cannot parse', () => {
    expect(describeUserAgent('')).toEqual({ device: 'Unknown', browser: 'Unknown' });
    expect(describeUserAgent('curl/8.0')).toEqual({ device: 'Unknown', browser: 'Unknown' });
  });
});

describe('recogniseUserAgent', () => {
  it('recognises phones, Macs and Edge by vendor, model and system', () => {
    expect(recogniseUserAgent(IPHONE)).toEqual({ device: 'Apple iPhone (iOS 17.0)', browser: 'Mobile Safari 17' });
    expect(recogniseUserAgent(MAC_SAFARI)).toEqual({
      device: 'Apple Macintosh (Mac OS 10.15.7)',
      browser: 'Safari 17',
    });
    expect(recogniseUserAgent(EDGE_WINDOWS)).toEqual({ device: 'Windows 10', browser: 'Edge 120' });
  });

  it('answers null, not a word in one language, for what it does not recognise', () => {
    expect(recogniseUserAgent('')).toEqual({ device: null, browser: null });
    expect(recogniseUserAgent('curl/8.0')).toEqual({ device: null, browser: null });
    // Known system, unknown client: the half that is known still shows.
    expect(recogniseUserAgent('SomeApp/1.0 (Linux x86_64)').browser).toBeNull();
  });

  it('keeps an absurdly long answer within the column', () => {
    const long = `Mozilla/5.0 (Linux; Android 14; ${'X'.repeat(400)}) Chrome/120.0.0.0 Mobile Safari/537.36`;
    expect(recogniseUserAgent(long).device!.length).toBeLessThanOrEqual(200);
  });
});
