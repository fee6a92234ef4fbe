import { EventWebhook } from '@sendgrid/eventwebhook';

/**
 * Verifies SendGrid's signed event webhook: an ECDSA P-256/SHA-256 signature (base64 DER) over the
 * timestamp header followed by the raw body, byte for byte. The key is the "verification key" SendGrid
 * shows (base64 DER of the public key; PEM works too).
 */
export class WebhookVerifier {
  private readonly webhook = new EventWebhook();
  private readonly key: ReturnType<EventWebhook['convertPublicKeyToECDSA']>;

  constructor(publicKey: string) {
    // Parsed once at start: a malformed key is a configuration error to see at once, not a 403 per call.
    this.key = this.webhook.convertPublicKeyToECDSA(publicKey);
  }

  verify(rawBody: Buffer, signature: string | undefined, timestamp: string | undefined): boolean {
    if (!signature || !timestamp) return false;
    try {
      return this.webhook.verifySignature(this.key, rawBody, signature, timestamp);
    } catch {
      // A signature that is not even valid base64 DER is just a bad signature.
      return false;
    }
  }
}
