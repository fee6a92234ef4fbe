import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface WebhookKeys {
  /** What SendGrid shows as the verification key: base64 of the DER (SPKI) public key. */
  publicKey: string;
  /** Signs like SendGrid: ECDSA P-256 with SHA-256 over timestamp + raw body, base64 DER signature. */
  sign(timestamp: string, body: string | Buffer): string;
  /** Headers of a signed webhook request for `body`. */
  headers(body: string | Buffer, timestamp?: string): Record<string, string>;
}

export function createWebhookKeys(): WebhookKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const sign = (timestamp: string, body: string | Buffer) => signWith(privateKey, timestamp, body);
  return {
    publicKey: (publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64'),
    sign,
    headers(body, timestamp = String(Math.floor(Date.now() / 1000))) {
      return {
        'content-type': 'application/json',
        'x-twilio-email-event-webhook-timestamp': timestamp,
        'x-twilio-email-event-webhook-signature': sign(timestamp, body),
      };
    },
  };
}

function signWith(key: KeyObject, timestamp: string, body: string | Buffer): string {
  const signer = createSign('sha256');
  signer.update(timestamp);
  signer.update(body);
  return signer.sign(key).toString('base64');
}
