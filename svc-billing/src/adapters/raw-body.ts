import type { IncomingMessage } from 'node:http';
import { DomainError } from '@cadeau/service-kit';
import { ErrorKeys } from '@cadeau/contracts';

/** The request body as the exact bytes received, refusing more than `limit` bytes with 413. */
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
