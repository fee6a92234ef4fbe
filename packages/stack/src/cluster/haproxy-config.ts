/**
 * The HAProxy configuration of the loopback cluster (ADR 0032): one frontend per service and one for the
 * gateways, each balancing over its replicas with a readiness check, as a load balancer in front of replicas
 * does in production (a Kubernetes Service, an ingress).
 */
export interface Balanced {
  /** Backend name: the service's registry name, or `gateway`. */
  name: string;
  /** Where the frontend listens on 127.0.0.1. */
  port: number;
  /** The replicas' ports on 127.0.0.1. */
  replicas: readonly number[];
}

export interface HaproxySettings {
  /** How often a replica's /readyz is asked; a replica answering 503 (stopping) leaves after one miss. */
  checkIntervalMs: number;
  /** Where HAProxy's stats page answers (per-server counters: which replica took how many requests). */
  statsPort: number;
}

export function haproxyConfig(balanced: readonly Balanced[], settings: HaproxySettings): string {
  const lines = [
    'global',
    '  maxconn 8192',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Shorter than the services' keep-alive (65 s): the balancer closes an idle connection first, never the
    // replica under it, so no request is written into a socket that is closing.
    '  timeout http-keep-alive 10s',
    // Realtime sockets stay open while the browser is on the page.
    '  timeout tunnel 1h',
    // No retries: a Kubernetes Service retries nothing either, so a replica that stops listening before the
    // balancer let go of it shows as a failed request instead of being hidden by a retry on another replica.
    '  retries 0',
    '  option forwardfor',
    // A check answers within `timeout check` even on a busy machine (it asks Postgres and NATS): only a 503 (a
    // replica stopping) or a refused connection takes a replica out at once, not a slow answer under load.
    '  timeout check 5s',
    `  default-server inter ${settings.checkIntervalMs}ms fall 1 rise 1`,
    '',
    'frontend stats',
    `  bind 127.0.0.1:${settings.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ];
  for (const b of balanced) {
    lines.push(`frontend ${b.name}`, `  bind 127.0.0.1:${b.port}`);
    if (b.name === 'gateway') {
      // socket.io's long-polling hand-shake needs every request of one socket on one gateway; the
      // WebSocket transport and every API request are spread.
      lines.push('  use_backend gateway-realtime if { path_beg /socket.io/ } { query -m sub transport=polling }');
    }
    lines.push(`  default_backend ${b.name}`, '');
    lines.push(...backend(b.name, b.replicas, 'roundrobin'));
    if (b.name === 'gateway') lines.push(...backend('gateway-realtime', b.replicas, 'source'));
  }
  return `${lines.join('\n')}\n`;
}

function backend(name: string, replicas: readonly number[], balance: string): string[] {
  return [
    `backend ${name}`,
    `  balance ${balance}`,
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    ...replicas.map((port, i) => `  server ${name}-${i + 1} 127.0.0.1:${port} check`),
    '',
  ];
}
