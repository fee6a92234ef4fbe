import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  campaignMailingRoute,
  mailRecipientsRoute,
  voucherCodesRoute,
  type CampaignMailing,
  type MailRecipient,
} from '@cadeau/contracts';
import { formatGiftCode, withCheckDigit } from '@cadeau/contracts/gift-code';
import { createService, errors } from '@cadeau/service-kit';
import { everyBlockDesign } from './designs';

export interface StandinCampaign {
  mailing: CampaignMailing;
  /** Sorted by recipient id, as svc-campaign's keyset pages are. */
  recipients: MailRecipient[];
}

/** A random gift code (15 digits and the Damm check digit), formatted as svc-campaign answers it. */
export const randomCode = () =>
  formatGiftCode(withCheckDigit(Array.from({ length: 15 }, () => randomInt(10)).join('')));

/**
 * svc-campaign's internal routes svc-mail calls, at the network edge: a service-kit service on loopback that
 * verifies signed internal calls like the real one and answers the contracts' shapes (mailing, keyset pages of
 * mail recipients, codes) from what the test sets. `calls` counts what was asked; `failCodes` makes the next
 * codes calls answer 503.
 */
export async function startCampaignStandIn(secret: string) {
  const state = {
    campaigns: new Map<string, StandinCampaign>(),
    codes: new Map<string, string>(),
    calls: { mailing: 0, recipients: 0, codes: 0, codesAsked: 0 },
    failCodes: 0,
  };
  const service = await createService({
    name: 'campaign-standin',
    service: 'campaign',
    secret,
    setup(kit) {
      kit.route(campaignMailingRoute, async (_ctx, { params }) => {
        state.calls.mailing++;
        const campaign = state.campaigns.get(params.campaignId);
        if (!campaign) throw errors.notFound('error.campaign.notFound');
        return campaign.mailing;
      });
      kit.route(mailRecipientsRoute, async (_ctx, { params, query }) => {
        state.calls.recipients++;
        const campaign = state.campaigns.get(params.campaignId);
        if (!campaign) throw errors.notFound('error.campaign.notFound');
        const ids = query.ids ? new Set(query.ids) : null;
        const rest = campaign.recipients.filter(
          (r) => (!query.after || r.recipientId > query.after) && (!ids || ids.has(r.recipientId)),
        );
        const items = rest.slice(0, query.limit);
        return { items, next: rest.length > query.limit ? items[items.length - 1].recipientId : null };
      });
      kit.route(voucherCodesRoute, async (_ctx, { body }) => {
        state.calls.codes++;
        if (state.failCodes > 0) {
          state.failCodes--;
          throw errors.serviceUnavailable();
        }
        state.calls.codesAsked += body.voucherIds.length;
        return {
          codes: body.voucherIds.flatMap((voucherId) => {
            const code = state.codes.get(voucherId);
            return code ? [{ voucherId, code }] : [];
          }),
        };
      });
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A running automatic campaign of `count` recipients (addresses `<prefix><n>@example.ch`), each with a code. */
  function addCampaign(
    count: number,
    over: Partial<CampaignMailing> & { prefix?: string; salutation?: (i: number) => string | null } = {},
  ): StandinCampaign {
    const campaignId = over.campaignId ?? randomUUID();
    const prefix = over.prefix ?? `r-${campaignId.slice(0, 8)}-`;
    const recipients: MailRecipient[] = Array.from({ length: count }, (_, i) => {
      const voucherId = randomUUID();
      state.codes.set(voucherId, randomCode());
      return {
        recipientId: randomUUID(),
        voucherId,
        email: `${prefix}${i}@example.ch`,
        salutation: over.salutation ? over.salutation(i) : `Liebe Person ${i}`,
        greeting: `Danke, Nummer ${i}!`,
        unsubscribed: false,
      };
    }).sort((a, b) => (a.recipientId < b.recipientId ? -1 : 1));
    const { prefix: _p, salutation: _s, ...mailingOver } = over;
    const campaign: StandinCampaign = {
      mailing: {
        campaignId,
        organizationId: randomUUID(),
        type: 'automatic',
        status: 'running',
        campaignName: 'Winter 2026',
        giverName: 'Demo Giver AG',
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        mailDesign: everyBlockDesign(),
        language: 'de',
        ...mailingOver,
      },
      recipients,
    };
    state.campaigns.set(campaignId, campaign);
    return campaign;
  }

  return {
    url,
    state,
    addCampaign,
    async close() {
      await service.close();
    },
  };
}
export type CampaignStandIn = Awaited<ReturnType<typeof startCampaignStandIn>>;
