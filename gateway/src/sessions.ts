import type { UserContext } from '@cadeau/contracts';
import { internalToken } from '@cadeau/service-kit';
import type { Upstreams } from './upstreams';

export type ResolvedSession = Omit<UserContext, 'iat'>;

interface CacheEntry {
  session: ResolvedSession | null;
  expiresAt: number;
}

const MAX_ENTRIES = 20_000;

/**
 * Resolves session tokens to user contexts through svc-identity, with a short cache so most requests
 * cost no extra hop. The cache is dropped early on `session.ended` and `user.updated` events, so an
 * ended session stops working at once on this replica and within `ttlMs` everywhere.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly internal: string;

  constructor(
    private readonly upstreams: Upstreams,
    secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.internal = internalToken(secret);
  }

  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    // Tokens are 43 base64url characters; anything else cannot be a session and costs no lookup.
    if (!token || !/^[A-Za-z0-9_-]{32,128}$/.test(token)) return null;
    const hit = this.cache.get(token);
    if (hit && hit.expiresAt > this.now()) return hit.session;

    const { statusCode, body } = await this.upstreams.pool('identity').request({
      method: 'POST',
      path: '/internal/sessions/resolve',
      headers: { 'content-type': 'application/json', 'x-cadeau-internal': this.internal },
      body: JSON.stringify({ token }),
    });
    let session: ResolvedSession | null = null;
    if (statusCode === 200) session = (await body.json()) as ResolvedSession;
    else {
      await body.dump();
      if (statusCode !== 404) throw Object.assign(new Error(`session resolve answered ${statusCode}`), { code: 'UND_ERR_SOCKET' });
    }
    this.remember(token, session);
    return session;
  }

  /** Forget every cached token of a session or a user. */
  invalidate(match: { sessionId?: string; userId?: string }): void {
    for (const [token, entry] of this.cache) {
      const s = entry.session;
      if (!s) continue;
      if ((match.sessionId && s.sessionId === match.sessionId) || (match.userId && s.userId === match.userId)) {
        this.cache.delete(token);
      }
    }
  }

  forget(token: string): void {
    this.cache.delete(token);
  }

  private remember(token: string, session: ResolvedSession | null): void {
    if (this.cache.size >= MAX_ENTRIES) {
      // Map keeps insertion order: drop the oldest tenth instead of growing without bound.
      let n = MAX_ENTRIES / 10;
      for (const key of this.cache.keys()) {
        this.cache.delete(key);
        if (--n <= 0) break;
      }
    }
    this.cache.set(token, { session, expiresAt: this.now() + this.ttlMs });
  }
}
