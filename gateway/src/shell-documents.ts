import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A page of the shell as served: its bytes and the CSP hashes of its inline scripts. */
export interface ShellDocument {
  body: Buffer;
  /** `'sha256-…'` sources for `script-src`, one per inline `<script>` (the colour mode set before the first paint). */
  scriptHashes: string[];
}

/** Spec section 4: a visitor whose language Cadeau has no texts for reads English. */
const FALLBACK_LANGUAGE = 'en';
const PRERENDERED = /^start\.([a-z]{2})\.html$/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), (m) => {
    return `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`;
  });
}

/** 'de-CH' → 'de'. */
function baseLanguage(tag: string | undefined | null): string | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base && /^[a-z]{2}$/.test(base) ? base : null;
}

/**
 * The shell's index.html and the start page's pre-rendered copies `start.<lang>.html` (ADR 0025), read from disk
 * when they change (a rebuild while the gateway runs is picked up without a restart).
 */
export class ShellDocuments {
  private readonly cache = new Map<string, { mtimeMs: number; doc: ShellDocument }>();

  constructor(private readonly dir: string) {}

  /** The document for `file` in the shell's folder, or null when it is not built. */
  read(file: string): ShellDocument | null {
    const full = path.join(this.dir, file);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(full).mtimeMs;
    } catch {
      return null;
    }
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.doc;
    const body = fs.readFileSync(full);
    const doc = { body, scriptHashes: inlineScriptHashes(body.toString('utf8')) };
    this.cache.set(file, { mtimeMs, doc });
    return doc;
  }

  /** The languages the start page was pre-rendered in. */
  prerenderedLanguages(): string[] {
    try {
      return fs.readdirSync(this.dir).flatMap((f) => PRERENDERED.exec(f)?.[1] ?? []);
    } catch {
      return [];
    }
  }

  /**
   * The start page in the language the page will show (the shell's rule, @cadeau/ui/i18n `resolveLanguage`): the
   * `locale` cookie, else the visitor's preferred languages, else English. Null when no copy was built: the plain
   * index.html is served then.
   */
  startPage(
    localeCookie: string | undefined,
    acceptedLanguages: (available: string[]) => string | false,
  ): ShellDocument | null {
    const available = this.prerenderedLanguages();
    if (!available.length) return null;
    const fromCookie = baseLanguage(localeCookie);
    const lang =
      (fromCookie && available.includes(fromCookie) ? fromCookie : null) ||
      acceptedLanguages(available) ||
      (available.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : available[0]);
    return this.read(`start.${lang}.html`);
  }
}
