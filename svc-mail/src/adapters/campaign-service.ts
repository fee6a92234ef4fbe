import {
  campaignMailingRoute,
  mailRecipientsRoute,
  voucherCodesRoute,
  type CampaignMailing,
  type MailRecipientsPage,
} from '@cadeau/contracts';
import { createInternalClient, type InternalClient, type InternalTransport } from '@cadeau/service-kit';

/**
 * svc-campaign's internal calls svc-mail makes (signed, ADR 0008): a campaign's mailing, its recipients with a
 * voucher page by page, and the codes at send time (never stored here).
 */
export interface CampaignService {
  mailing(campaignId: string): Promise<CampaignMailing>;
  recipients(
    campaignId: string,
    page: { after?: string | null; limit: number; ids?: readonly string[] },
  ): Promise<MailRecipientsPage>;
  /** The formatted codes of these vouchers (at most 1,000); unknown ids are left out. */
  codes(voucherIds: readonly string[]): Promise<Map<string, string>>;
}

export interface CampaignServiceOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  transport?: InternalTransport;
}

export function campaignService(opts: CampaignServiceOptions): CampaignService {
  const client: InternalClient<'campaign'> = createInternalClient({
    caller: 'svc-mail',
    service: 'campaign',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 10_000,
    transport: opts.transport,
  });
  return {
    mailing: (campaignId) => client.call(campaignMailingRoute, { params: { campaignId } }),
    recipients: (campaignId, page) =>
      client.call(mailRecipientsRoute, {
        params: { campaignId },
        query: {
          limit: String(page.limit),
          ...(page.after ? { after: page.after } : {}),
          ...(page.ids ? { ids: page.ids.join(',') } : {}),
        },
      }),
    async codes(voucherIds) {
      const { codes } = await client.call(voucherCodesRoute, { body: { voucherIds: [...voucherIds] } });
      return new Map(codes.map((c) => [c.voucherId, c.code]));
    },
  };
}
