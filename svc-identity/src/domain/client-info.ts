import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  device: string;
  browser: string;
}

export const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** "Apple iPhone (iOS 17.0)" / "Linux", and "Chrome 120": what the user recognises in the sessions list. */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  const r = UAParser(userAgent);
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  const hardware = [r.device.vendor, r.device.model].filter(Boolean).join(' ');
  const device = hardware ? (os ? `${hardware} (${os})` : hardware) : os || 'Unknown';
  const browser = [r.browser.name, r.browser.major].filter(Boolean).join(' ') || 'Unknown';
  return { device: clip(device, 200), browser: clip(browser, 200) };
}
