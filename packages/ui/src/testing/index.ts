// Test helpers for the apps' component tests (never imported by production code): a fetch stand-in at the
// network boundary, so tests exercise the real API client, hooks and query cache.

import type { VatCategory } from '@cadeau/contracts';

export { antdCssText, contrast, flatten, presetTagColours, rgbOf } from './contrast';
export { enumLabelProblems, expectEnumLabels, type EnumValues } from './enum-labels';
export { loopback } from './loopback';

export interface StubCall {
  method: string;
  path: string;
  /** The query string's parameters (server-side lists: page, pageSize, sort, order, filters). */
  query: Record<string, string>;
  body: unknown;
  /** The request's headers, names in lower case (an order's `idempotency-key`). */
  headers: Record<string, string>;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

export type StubRoute = StubAnswer | ((call: StubCall) => StubAnswer | Promise<StubAnswer>);

/**
 * Replaces global fetch with answers per `'METHOD /path'` (query strings ignored). Unlisted calls answer
 * 404 `error.notFound`, like the gateway. Returns the recorded calls and a restore function.
 */
export function stubFetch(routes: Record<string, StubRoute>) {
  const calls: StubCall[] = [];
  const original = globalThis.fetch;
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const call: StubCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = !route
      ? { status: 404, body: { message: 'error.notFound' } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  };
  globalThis.fetch = fake as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A user as GET /api/user/myuser answers it, with overrides. */
export function aUser(overrides: Record<string, unknown> = {}) {
  return {
    id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001',
    firstName: 'Gina',
    lastName: 'Giver',
    email: 'giver@cadeau.test',
    language: 'en',
    roles: [],
    isPlatformAdmin: false,
    organizations: [
      {
        id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
        name: 'Giver AG',
        status: 'approved',
        roles: ['admin'],
        features: ['giver'],
      },
    ],
    currentOrganizationId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
    inpersonated: false,
    sessionId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0003',
    ...overrides,
  };
}

/** A VAT category as GET /vat-category and its list answer it: the standard rate, default and shipping, with overrides. */
export function aVatCategory(overrides: Partial<VatCategory> = {}): VatCategory {
  return {
    id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0a01',
    name: { de: 'Normalsatz', en: 'Standard rate' },
    isDefault: true,
    isShipping: true,
    outsideScope: false,
    rateInForce: { rateBasisPoints: 810, validFrom: '2024-01-01' },
    version: 1,
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Every key path of a texts object (`a.b.c`). */
export function textKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => textKeys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

/**
 * An app's German and English texts: the same keys, the same `{{placeholders}}` per key (a placeholder missing
 * in one language shows up as raw braces or a dropped value only in that language), and no empty text but the
 * keys named in `blank` (deliberately empty, such as a unit that has no word).
 */
export function expectTextParity(de: object, en: object, { blank = [] }: { blank?: string[] } = {}) {
  expect(textKeys(de).sort()).toEqual(textKeys(en).sort());
  const get = (texts: object, key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
  for (const key of textKeys(en)) {
    const [deText, enText] = [get(de, key), get(en, key)];
    const filled = (text: unknown) => typeof text === 'string' && (blank.includes(key) || text.trim().length > 0);
    expect([key, filled(deText), filled(enText)]).toEqual([key, true, true]);
    expect([key, placeholders(String(deText))]).toEqual([key, placeholders(String(enText))]);
  }
}

export {
  aBankPayment,
  aBudget,
  anInvoice,
  anInvoiceDetail,
  aPayoutOverview,
  BILLING_ORG_ID,
  billingIdOf,
} from './billing';
export { aPlatformStatistics } from './platform';
