import type { IncomingMessage } from 'node:http';
import { DomainError } from './errors';
import { ErrorKeys } from '@cadeau/contracts/errors';

/**
 * The request body as the exact bytes received (a webhook's signature covers bytes, not parsed JSON; a bank's XML
 * file is parsed by its route), refusing more than `limit` bytes with 413 whether or not a Content-Length was sent.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new DomainError(413, ErrorKeys.payloadTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new DomainError(413, ErrorKeys.payloadTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
