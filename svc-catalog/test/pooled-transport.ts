import http from 'node:http';
import type { InternalTransport } from '@cadeau/service-kit';

/**
 * An internal-client transport over one keep-alive agent with at most `sockets` connections, as a calling
 * service's pool would be: thousands of concurrent calls queue in the agent instead of opening thousands of
 * sockets (and thousands of handlers waiting for the service's database pool). It has no deadline of its own
 * (a queued call may wait long on a loaded machine; the tests wait for the answers, not for a clock), and it
 * records every status it received.
 */
export function pooledTransport(sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const statuses: number[] = [];
  const transport: InternalTransport = ({ baseUrl, path, method, headers, body }) =>
    new Promise((resolve, reject) => {
      const req = http.request(new URL(path, baseUrl), { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          statuses.push(res.statusCode ?? 0);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  /** How many answers had each status since the last `reset`. */
  const counts = () => {
    const byStatus: Record<number, number> = {};
    for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
    return byStatus;
  };
  const reset = () => statuses.splice(0);
  return { transport, counts, reset, close: () => agent.destroy() };
}
