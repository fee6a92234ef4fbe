import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { discardRequestBody } from './discard-body';

/** A request body of `chunks` bytes each, with a socket whose destroy() is recorded. */
function requestOf(chunks: number[], complete = false) {
  const destroy = jest.fn();
  const body = Readable.from(chunks.map((size) => Buffer.alloc(size)));
  const req = Object.assign(body, { complete, socket: { destroy } }) as unknown as IncomingMessage;
  const ended = new Promise<void>((resolve) => body.on('end', resolve));
  return { req, destroy, ended };
}

describe('discardRequestBody', () => {
  it('reads a body up to the limit to its end and keeps the connection', async () => {
    const { req, destroy, ended } = requestOf([4, 4, 2]);
    discardRequestBody(req, 10);
    await ended;
    expect(destroy).not.toHaveBeenCalled();
  });

  it('cuts the connection once more than the limit has arrived', async () => {
    const { req, destroy, ended } = requestOf([4, 4, 4]);
    discardRequestBody(req, 10);
    await ended;
    // 4 and 8 bytes are within the 10; the third chunk makes 12.
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('leaves a body that was read whole alone', () => {
    const { req } = requestOf([4], true);
    discardRequestBody(req, 10);
    expect(req.listenerCount('data')).toBe(0);
    expect(req.readableFlowing).toBeNull();
  });

  it('takes the body away from a stream it is still piped into', async () => {
    const { req, ended } = requestOf([4, 4]);
    const target = new PassThrough();
    req.pipe(target);
    discardRequestBody(req, 10);
    await ended;
    expect(target.read()).toBeNull();
  });
});
