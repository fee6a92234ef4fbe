import { createHash } from 'node:crypto';

export type DesignKind = 'mail' | 'greeting';

/**
 * The id of a campaign's mail or greeting design, derived from the campaign's id: a design exists for the
 * screens before its first save (the GET answers the default and writes nothing), and the PUT that stores it
 * names the same id. A name-based UUID (RFC 9562 version 8) of SHA-256 over kind and campaign id: stable,
 * distinct per kind, and it reveals nothing the campaign id does not.
 */
export function designId(kind: DesignKind, campaignId: string): string {
  const hex = createHash('sha256').update(`cadeau:${kind}-design:${campaignId.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
