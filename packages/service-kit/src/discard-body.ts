import type { IncomingMessage } from 'node:http';

/**
 * Reads the rest of a request body that nobody will read and throws it away, as Node does with a body nobody read,
 * so that a refusal answered early (an upload past its size limit, a CSV import refused before its first row, the
 * gateway's proxy after the service answered) reaches a client that is still sending: it would see a reset
 * connection otherwise, or its connection would stay open, neither complete nor idle, until a timeout. Only up to
 * `limit` bytes (the route's body limit): beyond it the connection is cut. A body already read or a request already
 * destroyed is left alone; a body still piped somewhere is unpiped first.
 */
export function discardRequestBody(req: IncomingMessage, limit: number): void {
  if (req.complete || req.destroyed) return;
  req.unpipe();
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) req.socket.destroy();
  });
  req.resume();
}
