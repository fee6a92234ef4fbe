import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a campaign mail's unsubscribe link: the campaign and recipient ids and an HMAC over them (16 of
 * SHA-256's bytes, 128 bits), base64url. Only the mail's reader holds it; it names no address (svc-mail looks
 * the address up by the two ids), so a forwarded link unsubscribes the address it was mailed to, nothing else.
 */
export interface UnsubscribeSubject {
  campaignId: string;
  recipientId: string;
}

const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const mac = (key: Buffer, ids: Buffer) =>
  createHmac('sha256', key).update('cadeau-unsubscribe\n').update(ids).digest().subarray(0, MAC_BYTES);

export function signUnsubscribeToken(key: Buffer, subject: UnsubscribeSubject): string {
  if (!UUID.test(subject.campaignId) || !UUID.test(subject.recipientId)) throw new Error('ids must be uuids');
  const ids = Buffer.concat([uuidBytes(subject.campaignId), uuidBytes(subject.recipientId)]);
  return Buffer.concat([ids, mac(key, ids)]).toString('base64url');
}

/** The ids a token was signed for, or null when it is not one of ours (altered, cut off, another key). */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeSubject | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 32 + MAC_BYTES || raw.toString('base64url') !== token) return null;
  const ids = raw.subarray(0, 32);
  if (!timingSafeEqual(raw.subarray(32), mac(key, ids))) return null;
  return { campaignId: uuidOf(ids.subarray(0, 16)), recipientId: uuidOf(ids.subarray(16)) };
}

/** Outside production a fixed, clearly named key (links mailed yesterday still work); production sets its own. */
export const DEVELOPMENT_UNSUBSCRIBE_KEY = 'cadeau-development-only-unsubscribe-key-never-in-production';
