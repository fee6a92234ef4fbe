import { apiFetch, pathOf } from './client';
import { toQueryString } from './list-query';
import type { InputOf, ResponseOf, RouteAt, RouteMethod, RoutePath } from './route-types';

type Args<R> = object extends InputOf<R> ? [input?: InputOf<R>] : [input: InputOf<R>];

/**
 * Calls a route of the route table by method and path, typed from its contract: the path parameters, query,
 * body and passed-through headers it takes and the answer it gives. `api('GET', '/user/{userId}/sessions', { params: { userId } })`.
 * The types come from the contracts' zod schemas at compile time only; the browser runs `apiFetch`.
 */
export function api<M extends RouteMethod, P extends RoutePath<M>>(
  method: M,
  path: P,
  ...[input]: Args<RouteAt<M, P>>
): Promise<ResponseOf<RouteAt<M, P>>> {
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    headers?: Record<string, string | undefined>;
  };
  const url = (params ? pathOf(path, params) : path) + (query ? toQueryString(query) : '');
  const sent = Object.fromEntries(Object.entries(headers ?? {}).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return apiFetch(method, url, body, sent);
}
