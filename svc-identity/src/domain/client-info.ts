import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  device: string;
  browser: string;
}

export const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/**
 * Device and browser as a user recognises them in the sessions list: "Apple iPhone (iOS 17.0)" / "Linux",
 * and "Chrome 120". Null for what the parser does not recognise (curl, an empty header), so the page says
 * "unknown" in the reader's language instead of a word stored in English.
 */
export function recogniseUserAgent(userAgent: string): { device: string | null; browser: string | null } {
  const r = UAParser(userAgent);
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  const hardware = [r.device.vendor, r.device.model].filter(Boolean).join(' ');
  const device = hardware ? (os ? `${hardware} (${os})` : hardware) : os;
  const browser = [r.browser.name, r.browser.major].filter(Boolean).join(' ');
  return { device: device ? clip(device, 200) : null, browser: browser ? clip(browser, 200) : null };
}

/** `recogniseUserAgent` for what is stored with a session and its login's audit entry ('Unknown' when not recognised). */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  const { device, browser } = recogniseUserAgent(userAgent);
  return { device: device ?? 'Unknown', browser: browser ?? 'Unknown' };
}
