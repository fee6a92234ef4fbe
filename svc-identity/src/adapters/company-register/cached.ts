import type { CompanyRecord } from '@cadeau/contracts';
import type { CompanyRegister } from './types';

/**
 * Keeps answers for a while: the registration screen searches as the user types and the real register
 * allows about 20 requests a minute. Failures are not cached. The daily re-sync uses the uncached register.
 */
export class CachedCompanyRegister implements CompanyRegister {
  private readonly cache = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(
    private readonly inner: CompanyRegister,
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 500,
  ) {}

  search(name: string): Promise<CompanyRecord[]> {
    return this.cached(`s:${name.trim().toLowerCase()}`, () => this.inner.search(name));
  }

  getByUid(uid: string): Promise<CompanyRecord | null> {
    return this.cached(`u:${uid.replace(/\D/g, '')}`, () => this.inner.getByUid(uid));
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    const value = load();
    this.cache.set(key, { until: now + this.ttlMs, value });
    value.catch(() => this.cache.delete(key));
    return value;
  }
}
