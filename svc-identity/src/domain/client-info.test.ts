import { describeUserAgent } from './client-info';

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
