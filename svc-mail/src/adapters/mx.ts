import { Resolver } from 'node:dns/promises';
import { ErrorKeys } from '@cadeau/contracts/errors';

export type MxResult = { ok: true; exchanges: string[] } | { ok: false; key: string; detail?: string };

export interface MxCheckerOptions {
  /** DNS servers (`ip` or `ip:port`); the system's when empty. Tests point this at a loopback server. */
  servers?: string[];
  timeoutMs?: number;
  tries?: number;
  /** How long a definite answer (has MX / has none) is reused; failures are never cached. */
  cacheMs?: number;
  now?: () => number;
}

// Codes node:dns uses for "the domain does not exist" and "it exists but has no such record".
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);
const CACHE_LIMIT = 5000;

/**
 * "A mail-server record must exist" (spec section 5): a real MX lookup. A null MX (RFC 7505, exchange
 * `.`) means the domain says it takes no mail. Timeouts and server failures are a DNS error, which the
 * dispatcher retries: they say nothing about the address.
 */
export class MxChecker {
  private readonly resolver: Resolver;
  private readonly cache = new Map<string, { result: MxResult; until: number }>();
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(opts: MxCheckerOptions = {}) {
    this.resolver = new Resolver({ timeout: opts.timeoutMs ?? 3000, tries: opts.tries ?? 2 });
    if (opts.servers?.length) this.resolver.setServers(opts.servers);
    this.cacheMs = opts.cacheMs ?? 10 * 60_000;
    this.now = opts.now ?? Date.now;
  }

  async check(domain: string): Promise<MxResult> {
    const key = domain.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.result;
    const result = await this.lookup(key);
    if (result.ok || result.key === ErrorKeys.mail.noMx) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, { result, until: this.now() + this.cacheMs });
    }
    return result;
  }

  private async lookup(domain: string): Promise<MxResult> {
    try {
      const records = await this.resolver.resolveMx(domain);
      const exchanges = records
        .filter((r) => r.exchange !== '' && r.exchange !== '.')
        .sort((a, b) => a.priority - b.priority)
        .map((r) => r.exchange);
      return exchanges.length ? { ok: true, exchanges } : { ok: false, key: ErrorKeys.mail.noMx };
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (NO_RECORD.has(code)) return { ok: false, key: ErrorKeys.mail.noMx };
      return { ok: false, key: ErrorKeys.mail.dnsError, detail: code || (err as Error).message };
    }
  }
}
