import http from 'node:http';

/**
 * The status of one GET on a fresh connection to 127.0.0.1:port, or 0 when nothing listens there: what a balancer's
 * next request would meet (the drain tests of the kit and the gateway).
 */
export function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}
