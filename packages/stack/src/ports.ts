import net from 'node:net';

/**
 * Whether something accepts TCP connections on host:port. Used to decide between an existing
 * Postgres/NATS and starting our own, and to refuse to start on a port that is taken.
 */
export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open: boolean): void => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Reads the first bytes a server sends after connecting. NATS greets every client with `INFO {…}`,
 * which tells a NATS server apart from anything else that happens to listen on 4222.
 */
export function readGreeting(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let received = '';
    const done = (value: string | null): void => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(received || null));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\n')) done(received);
    });
    socket.once('error', () => done(null));
    socket.once('close', () => done(received || null));
  });
}

/** Polls until the port accepts connections; rejects after `timeoutMs` or when `abort` says so. */
export async function waitForPort(
  port: number,
  options: { host?: string; timeoutMs?: number; intervalMs?: number; abort?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30000);
  for (;;) {
    const reason = options.abort?.();
    if (reason) throw new Error(reason);
    if (await isPortOpen(port, options.host ?? '127.0.0.1', 500)) return;
    if (Date.now() > deadline)
      throw new Error(
        `nothing answered on ${options.host ?? '127.0.0.1'}:${port} within ${options.timeoutMs ?? 30000} ms`,
      );
    await sleep(options.intervalMs ?? 200);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
