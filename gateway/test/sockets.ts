import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * A browser's socket to the gateway at `base` (websocket only, no reconnection, so a test sees the first
 * answer) with the session cookie of `token`, once connected; a refused connection rejects with its error.
 */
export async function connectedSocket(base: string, token: string): Promise<Socket> {
  const socket = connectSocket(base, {
    transports: ['websocket'],
    extraHeaders: { cookie: `cadeau_session=${token}` },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

/** An event as the services' outbox relays publish it on core NATS (the envelope the gateway reads). */
export const eventEnvelope = (type: string, data: unknown) =>
  new TextEncoder().encode(JSON.stringify({ id: type, type, version: 1, occurredAt: new Date().toISOString(), data }));
