import {
  internalBillingFactsRoute,
  internalOrderNotificationsRoute,
  internalOrganizationRoute,
  internalSettingsRoute,
  internalUserRoute,
  settingDefs,
  type BillingFacts,
  type InternalUser,
  type OrderNotificationFactsAnswer,
  type OrganizationFacts,
  type SettingValues,
} from '@cadeau/contracts';
import { createInternalClient, type InternalClient } from './internal-client';
import type { Kit } from './service';

/**
 * svc-identity as other services need it (svc-catalog, svc-campaign): the global settings in force and an
 * organisation's facts, over its signed internal routes (ADR 0008). `@cadeau/service-kit/identity`.
 */
export interface IdentityAdapter {
  /**
   * The global settings' values by key (Product.MinImages/MaxImages/MaxImageSize, Campaign.MaxVideoSize, ...),
   * cached for `settingsTtlMs` and dropped at once by `settingsChanged` (the `setting.updated` event). While
   * svc-identity cannot be reached the last answer holds, or the defaults of spec section 9 before the first.
   */
  settingValues(): Promise<SettingValues>;
  /** Drops the cached settings: the next `settingValues` asks svc-identity again. */
  settingsChanged(): void;
  /** An organisation's name, status and features, asked anew each time (publishing needs the current ones). */
  organizationFacts(organizationId: string): Promise<OrganizationFacts>;
  /** A user's address, first name and language, for a mail to them (404 `error.noUserFound` when unknown). */
  user(userId: string): Promise<InternalUser>;
  /** Where a seller's order notifications go: its order settings and admins (svc-catalog's `orderPlaced`). */
  orderNotifications(organizationId: string): Promise<OrderNotificationFactsAnswer>;
  /** What svc-billing invoices an organisation with: invoice address, IBAN, payment mails, admins (issue 19). */
  billingFacts(organizationId: string): Promise<BillingFacts>;
}

export interface IdentityAdapterOptions {
  /** The calling service, as it signs its internal calls (`svc-catalog`, `svc-campaign`). */
  caller: string;
  baseUrl: string;
  secret: string;
  /** Where an unreachable svc-identity is reported (the service's logger). */
  logger?: Pick<Kit['logger'], 'warn'>;
  /** How long an answer is used without asking again (default 60 s; the event usually drops it sooner). */
  settingsTtlMs?: number;
  /** How long to wait before asking again after svc-identity could not be reached (default 5 s). */
  retryAfterMs?: number;
  /** One attempt's longest wait (default 2 s). */
  timeoutMs?: number;
  now?: () => number;
}

/** Every global setting's default (spec section 9), secrets left out as svc-identity leaves them out. */
export const defaultSettingValues = (): SettingValues =>
  Object.fromEntries(settingDefs.filter((d) => d.scope === 'global' && !d.secret).map((d) => [d.key, d.default]));

/** The event svc-identity publishes when a global setting changes (contracts events.ts). */
export const SETTINGS_CHANGED_SUBJECT = 'setting.updated';

/**
 * identityAdapter for a service built with the kit: it reports through the service's logger, and every replica
 * drops its cached settings when svc-identity publishes `setting.updated`, through a plain subscription, not a
 * durable consumer (which would hand each event to one replica only); a missed message costs at most the cache's
 * lifetime. Without NATS (a service in another's tests) the cache's lifetime alone.
 */
export function identityAdapterOf(
  kit: { nats: Pick<NonNullable<Kit['nats']>, 'subscribe'> | null; logger: Pick<Kit['logger'], 'warn'> },
  opts: Omit<IdentityAdapterOptions, 'logger'>,
): IdentityAdapter {
  const identity = identityAdapter({ ...opts, logger: kit.logger });
  kit.nats?.subscribe(SETTINGS_CHANGED_SUBJECT, { callback: () => identity.settingsChanged() });
  return identity;
}

export function identityAdapter(opts: IdentityAdapterOptions): IdentityAdapter {
  const client: InternalClient<'identity'> = createInternalClient({
    caller: opts.caller,
    service: 'identity',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2000,
    retries: 1,
  });
  const ttlMs = opts.settingsTtlMs ?? 60_000;
  const retryAfterMs = opts.retryAfterMs ?? 5000;
  const now = opts.now ?? Date.now;

  let known: SettingValues | null = null;
  let validUntil = 0;
  let inFlight: Promise<SettingValues> | null = null;
  // Bumped by settingsChanged, so an answer that was on its way during a change is not kept as current.
  let generation = 0;

  const fetchSettings = async (): Promise<SettingValues> => {
    const asked = generation;
    try {
      const values = { ...defaultSettingValues(), ...(await client.call(internalSettingsRoute)) };
      if (asked === generation) {
        known = values;
        validUntil = now() + ttlMs;
      }
      return values;
    } catch (err) {
      opts.logger?.warn(
        { err },
        'svc-identity not reachable for the settings: using the last known values or defaults',
      );
      validUntil = now() + retryAfterMs;
      return known ?? defaultSettingValues();
    }
  };

  return {
    async settingValues() {
      if (known && now() < validUntil) return known;
      if (!known && now() < validUntil) return defaultSettingValues();
      if (!inFlight) {
        const asking = fetchSettings().finally(() => {
          if (inFlight === asking) inFlight = null;
        });
        inFlight = asking;
      }
      return inFlight;
    },
    settingsChanged() {
      // A question already on its way may have been answered before the change: the next caller asks anew.
      generation++;
      validUntil = 0;
      inFlight = null;
    },
    organizationFacts: (organizationId) => client.call(internalOrganizationRoute, { params: { organizationId } }),
    user: (userId) => client.call(internalUserRoute, { params: { userId } }),
    orderNotifications: (organizationId) =>
      client.call(internalOrderNotificationsRoute, { params: { organizationId } }),
    billingFacts: (organizationId) => client.call(internalBillingFactsRoute, { params: { organizationId } }),
  };
}
