// Plain document.cookie helpers (stateless, so each bundle may carry its own copy).

export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  { days, path = '/' }: { days?: number; path?: string } = {},
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 86400)}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0; SameSite=Lax`;
}
