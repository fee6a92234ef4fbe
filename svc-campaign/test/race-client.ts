import http from 'node:http';

export interface Answer {
  status: number;
  message?: string;
  /** Attempts it took (more than 1 only when network failures and 5xx answers were retried). */
  attempts: number;
}

/**
 * Recipients' browsers firing orders over a bounded pool of keep-alive connections (a browser crowd behind a
 * proxy, not 10,000 sockets), answering status and message key of each; a network failure answers status 0.
 * Shared by order-race.test.ts and the bench's race (bench/src/race.ts). `retry` makes each order
 * behave like a recipient who tries again (same Idempotency-Key) after a network failure or a 5xx answer, until
 * the answer is final: what the kill runs need, where the services vanish mid-request.
 */
export function raceClient(baseUrl: string, sockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);

  function once(path: string, body: unknown, headers: Record<string, string>): Promise<Omit<Answer, 'attempts'>> {
    const text = JSON.stringify(body);
    return new Promise((resolve) => {
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
            let message: string | undefined;
            try {
              message = (JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { message?: string }).message;
            } catch {
              message = undefined;
            }
            resolve({ status: res.statusCode ?? 0, message });
          });
          res.on('error', () => resolve({ status: 0 }));
        },
      );
      req.on('error', () => resolve({ status: 0 }));
      req.end(text);
    });
  }

  async function post(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    retry = false,
  ): Promise<Answer> {
    for (let attempts = 1; ; attempts++) {
      const answer = await once(path, body, headers);
      const final = answer.status > 0 && answer.status < 500;
      if (final || !retry || attempts >= 200) return { ...answer, attempts };
      await new Promise((r) => setTimeout(r, Math.min(1000, 50 * attempts)));
    }
  }

  return { post, close: () => agent.destroy() };
}

/** `status message` → how many answers had it. */
export function tally(answers: readonly Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = `${a.status} ${a.message ?? ''}`.trim();
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
