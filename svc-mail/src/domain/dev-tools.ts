import { isIP } from 'node:net';
import { hasDevTools } from '@cadeau/service-kit/dev-tools';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how Node reports a v4 peer on a v6 socket). */
export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase();
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return isIP(a) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(a);
}

/**
 * Whether the dev mailbox (every reset and invitation link of the platform) answers a call (issue 8): only
 * in a development or test environment outside production (the kit's hasDevTools), and only when every address known of the
 * caller is loopback: the socket's peer, the gateway's signed client address and the address the gateway
 * forwards. A person on this machine reaches it; anyone else gets the 404 of an unknown route.
 */
export function devToolsOpen(
  environment: { name: string; production: boolean },
  callerAddresses: readonly (string | null | undefined)[],
): boolean {
  if (!hasDevTools(environment)) return false;
  const known = callerAddresses.filter((a): a is string => typeof a === 'string' && a !== '');
  return known.length > 0 && known.every(isLoopback);
}
