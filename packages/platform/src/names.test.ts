import { dataDirEnvName, localServiceUrl, urlEnvName } from './names';

describe('the variable names and addresses derived from a service entry', () => {
  it('name its URL and data directory variables after the service', () => {
    expect(urlEnvName('identity')).toBe('IDENTITY_URL');
    expect(dataDirEnvName('catalog')).toBe('CATALOG_DATA_DIR');
    expect(dataDirEnvName('gift-cards')).toBe('GIFT_CARDS_DATA_DIR');
    expect(urlEnvName('gift-cards')).toBe('GIFT_CARDS_URL');
  });

  it('reach a service at its registry port on this machine', () => {
    expect(localServiceUrl({ port: { default: 3103 } })).toBe('http://127.0.0.1:3103');
  });
});
