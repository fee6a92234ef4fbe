import net from 'node:net';
import { isPortOpen, readGreeting, waitForPort } from './ports';

function listen(onConnection?: (socket: net.Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => (onConnection ? onConnection(socket) : socket.end()));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** A port nothing listens on: bind one, remember it, release it. */
async function closedPort(): Promise<number> {
  const server = await listen();
  await server.close();
  return server.port;
}

describe('isPortOpen', () => {
  it('is true when something listens and false when nothing does', async () => {
    const server = await listen();
    try {
      expect(await isPortOpen(server.port)).toBe(true);
    } finally {
      await server.close();
    }
    expect(await isPortOpen(server.port)).toBe(false);
  });
});

describe('readGreeting', () => {
  it('returns what the server says first (NATS says INFO)', async () => {
    const server = await listen((socket) => socket.write('INFO {"server_id":"x"}\r\n'));
    try {
      expect(await readGreeting(server.port)).toMatch(/^INFO /);
    } finally {
      await server.close();
    }
  });

  it('returns null when nothing listens and when a server stays silent', async () => {
    expect(await readGreeting(await closedPort())).toBeNull();
    const silent = await listen(() => undefined);
    try {
      expect(await readGreeting(silent.port, '127.0.0.1', 200)).toBeNull();
    } finally {
      await silent.close();
    }
  });
});

describe('waitForPort', () => {
  it('resolves once the port opens', async () => {
    const port = await closedPort();
    const server = net.createServer((s) => s.end());
    setTimeout(() => server.listen(port, '127.0.0.1'), 300);
    try {
      await waitForPort(port, { timeoutMs: 5000, intervalMs: 50 });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('gives up with the abort reason or after the timeout', async () => {
    const port = await closedPort();
    await expect(waitForPort(port, { abort: () => 'the process died' })).rejects.toThrow('the process died');
    await expect(waitForPort(port, { timeoutMs: 100, intervalMs: 20 })).rejects.toThrow(
      `nothing answered on 127.0.0.1:${port}`,
    );
  });
});
