import { UAParser } from 'ua-parser-js';
import type Koa from 'koa';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  device: string;
  browser: string;
}

const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/**
 * Who is calling, for sessions and audit. The IP is the first hop of `x-forwarded-for`, which the
 * gateway sets from the socket address (services are not reachable from outside the cluster).
 */
export function clientInfo(ctx: Koa.Context): ClientInfo {
  const forwarded = ctx.get('x-forwarded-for').split(',')[0]?.trim();
  const ip = clip(forwarded || ctx.request.socket.remoteAddress || '', 64);
  const userAgent = clip(ctx.get('user-agent'), 1000);
  return { ip, userAgent, ...describeUserAgent(userAgent) };
}

/** "Apple iPhone (iOS 17.0)" / "Linux", and "Chrome 120": what the user recognises in the sessions list. */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  const r = UAParser(userAgent);
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  const hardware = [r.device.vendor, r.device.model].filter(Boolean).join(' ');
  const device = hardware ? (os ? `${hardware} (${os})` : hardware) : os || 'Unknown';
  const browser = [r.browser.name, r.browser.major].filter(Boolean).join(' ') || 'Unknown';
  return { device: clip(device, 200), browser: clip(browser, 200) };
}
