import type { StubCall, StubRoute } from '@cadeau/ui/testing';

/**
 * A stand-in for a server-side list route: keeps the items the query's filters match (`match` plays the
 * server's WHERE) and answers the requested page of them, as `Page<T>`. Sorting stays the server's job and
 * is not imitated: the tests assert the sort the page asked for, not an order computed here.
 */
export function pagedList<T>(
  items: T[],
  match: (item: T, query: Record<string, string>) => boolean = () => true,
): StubRoute {
  return (call: StubCall) => {
    const page = Number(call.query.page);
    const pageSize = Number(call.query.pageSize);
    const matching = items.filter((item) => match(item, call.query));
    return {
      status: 200,
      body: { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length },
    };
  };
}

/** The query strings the page sent to `path`, oldest first. */
export function queriesTo(calls: StubCall[], path: string): Record<string, string>[] {
  return calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => c.query);
}

/** A valid UUID ending in `n`, so every generated row has its own id. */
export const idOf = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-${String(n).padStart(12, '0')}`;
