// Types only: the route table's zod schemas give the shapes, and nothing of zod or the table reaches a bundle.
import type { Route } from '@cadeau/contracts';
import type { z } from 'zod';

/** The routes a browser can reach: the gateway answers `internal` ones 404 (services only, ADR 0008). */
type BrowserRoute = Exclude<Route, { access: 'internal' }>;

export type RouteMethod = BrowserRoute['method'];
/** Every path of the route table for a method (`/user/{userId}/sessions`, ...). */
export type RoutePath<M extends RouteMethod> = Extract<BrowserRoute, { method: M }>['path'];
export type RouteAt<M extends RouteMethod, P extends string> = Extract<BrowserRoute, { method: M; path: P }>;

/** What a route answers: its `response` schema's output; a route without one answers nothing (204). */
export type ResponseOf<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : void;
/** The body a route accepts: its schema's input (defaults may be left out). */
export type BodyOf<R> = R extends { body: infer S extends z.ZodType } ? z.input<S> : never;
/** Path parameters by name, as the `params` schema accepts them. */
export type ParamsOf<R> = R extends { params: infer S extends z.ZodType } ? z.input<S> : never;
/**
 * Query values as the handler will see them (numbers, booleans, enum members), optional where the schema
 * has a default: a query schema's input is text (`z.coerce`), which would type every value as `unknown`.
 */
export type QueryOf<R> = R extends { query: infer S extends z.ZodType } ? QueryValues<S> : never;
type QueryValues<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never;
};

/** Request headers the gateway passes through for a route (`forwardHeaders`: an order's `idempotency-key`). */
export type HeadersOf<R> = R extends { forwardHeaders: readonly (infer H extends string)[] }
  ? Partial<Record<H, string>>
  : never;

type Part<Name extends string, T> = [T] extends [never]
  ? unknown
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** The second argument of `api()`: `params`, `query`, `body` and `headers` where the route declares them. */
export type InputOf<R> = Part<'params', ParamsOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> &
  Part<'headers', HeadersOf<R>>;

/** The answer of `api(method, path)`, for naming it in a component or a hook. */
export type ApiResponse<M extends RouteMethod, P extends RoutePath<M>> = ResponseOf<RouteAt<M, P>>;
export type ApiBody<M extends RouteMethod, P extends RoutePath<M>> = BodyOf<RouteAt<M, P>>;
export type ApiQuery<M extends RouteMethod, P extends RoutePath<M>> = QueryOf<RouteAt<M, P>>;
