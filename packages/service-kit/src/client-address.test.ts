import { DomainError } from './errors';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  signClientAddress,
  verifyClientAddress,
} from './client-address';

const secret = 'client-address-secret-0123456789';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof DomainError ? `${err.status} ${err.key}` : String(err);
  }
  return 'accepted';
};

describe('the signed client address', () => {
  it('gives back the address the gateway signed, for a minute', () => {
    const headers = signClientAddress('2001:db8::7', secret, 1000);
    expect(verifyClientAddress(headers, secret, 1000)).toBe('2001:db8::7');
    expect(verifyClientAddress(headers, secret, 1060)).toBe('2001:db8::7');
    expect(refusal(() => verifyClientAddress(headers, secret, 1061))).toBe('401 error.unauthorized');
    expect(refusal(() => verifyClientAddress(headers, secret, 939))).toBe('401 error.unauthorized');
  });

  it('is null without the header: the caller is then the socket peer, never X-Forwarded-For', () => {
    expect(verifyClientAddress({ 'x-forwarded-for': '198.51.100.9' }, secret)).toBeNull();
  });

  it('refuses an address a client wrote, or another secret signed', () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = signClientAddress('192.0.2.1', secret, now);
    const forged = { ...headers, [CLIENT_ADDRESS_HEADER]: `${now} 192.0.2.2` };
    expect(refusal(() => verifyClientAddress(forged, secret))).toBe('401 error.unauthorized');
    expect(refusal(() => verifyClientAddress({ [CLIENT_ADDRESS_HEADER]: `${now} 192.0.2.2` }, secret))).toBe(
      '401 error.unauthorized',
    );
    expect(refusal(() => verifyClientAddress(headers, 'another-secret-0123456789'))).toBe('401 error.unauthorized');
    expect(refusal(() => verifyClientAddress({ ...headers, [CLIENT_ADDRESS_SIGNATURE_HEADER]: 'zz' }, secret))).toBe(
      '401 error.unauthorized',
    );
  });
});
