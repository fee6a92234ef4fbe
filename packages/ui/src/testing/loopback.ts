import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The page's own origin in a test file run with `@jest-environment @cadeau/build-config/jest-loopback-jsdom`: a loopback
 * server on a port the system chose, standing in for the gateway of the calls jsdom sends for real
 * (XMLHttpRequest uploads). `handle` sets how it answers.
 */
interface Loopback {
  port: number;
  handle(fn: (req: IncomingMessage, res: ServerResponse) => void): void;
}

export const loopback = (): Loopback => {
  const found = (globalThis as { __loopback?: Loopback }).__loopback;
  if (!found) throw new Error('run this test file with @jest-environment @cadeau/build-config/jest-loopback-jsdom');
  return found;
};
