import type { ByteRange } from './file-storage';

/**
 * The part of a `size`-byte object an HTTP Range header asks for (RFC 9110 section 14): a single
 * `bytes=start-end`, `bytes=start-` or `bytes=-suffixLength`. `null` means "send the whole object" (no header,
 * another unit, several ranges, or a malformed header, which the RFC lets a server ignore); `'unsatisfiable'`
 * means 416 (a well-formed range that starts at or beyond the end, or an empty object).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
