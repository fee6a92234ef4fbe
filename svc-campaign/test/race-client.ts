import http from 'node:http';

export interface Answer {
  status: number;
  message?: string;
}

/**
 * A client that fires many requests at once over a bounded pool of keep-alive connections (a browser crowd
 * behind a proxy, not 10,000 sockets), answering status and message key of each.
 */
export function raceClient(baseUrl: string, sockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);
  function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let message: string | undefined;
            try {
              message = raw ? (JSON.parse(raw) as { message?: string }).message : undefined;
            } catch {
              message = undefined;
            }
            resolve({ status: res.statusCode ?? 0, message });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }
  return { post, close: () => agent.destroy() };
}

/** `status message` → how many answers had it. */
export function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = `${a.status} ${a.message ?? ''}`.trim();
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
