import { randomUUID } from 'node:crypto';
import { resolveSessionRoute, type ResolveSessionResponse } from '@cadeau/contracts';
import { createInternalClient, DomainError, type InternalClient } from '@cadeau/service-kit';
import type { Upstreams } from './upstreams';

export type ResolvedSession = ResolveSessionResponse;

interface CacheEntry {
  session: ResolvedSession | null;
  expiresAt: number;
}

const MAX_ENTRIES = 20_000;
/** One lookup attempt waits this long at most: every API request without a cached session waits for it. */
const LOOKUP_TIMEOUT_MS = 3000;
/** A lookup is repeated once (a keep-alive connection closed under it, a restarting svc-identity). */
const LOOKUP_RETRIES = 1;

/**
 * Resolves session tokens to user contexts through svc-identity's internal route (a signed call of the
 * kit's internal client over the gateway's keep-alive pool), with a short cache so most requests cost no
 * extra hop. The cache is dropped early on `session.ended` and `user.updated` events, so an ended session
 * stops working at once on this replica and within `ttlMs` everywhere.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly identity: InternalClient<'identity'>;

  constructor(
    upstreams: Upstreams,
    secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.identity = createInternalClient({
      caller: 'gateway',
      service: 'identity',
      baseUrl: upstreams.url('identity'),
      secret,
      timeoutMs: LOOKUP_TIMEOUT_MS,
      retries: LOOKUP_RETRIES,
      transport: upstreams.transport('identity'),
    });
  }

  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    // Tokens are 43 base64url characters; anything else cannot be a session and costs no lookup.
    if (!token || !/^[A-Za-z0-9_-]{32,128}$/.test(token)) return null;
    const hit = this.cache.get(token);
    if (hit && hit.expiresAt > this.now()) return hit.session;

    const session = await this.lookup(token);
    this.remember(token, session);
    return session;
  }

  /**
   * The context of a live session, null for an unknown or ended one. svc-identity down or failing is 503
   * `error.serviceUnavailable` (the client's DomainError). The lookup only reads (and marks the session
   * seen), so repeating it is harmless: its own idempotency key lets the client retry it as the POST it is.
   */
  private async lookup(token: string): Promise<ResolvedSession | null> {
    try {
      return await this.identity.call(resolveSessionRoute, {
        body: { token },
        idempotencyKey: `session-lookup-${randomUUID()}`,
      });
    } catch (err) {
      // 404 error.session.notFound: unknown, ended or idle token, or a blocked user.
      if (err instanceof DomainError && err.status === 404) return null;
      throw err;
    }
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
