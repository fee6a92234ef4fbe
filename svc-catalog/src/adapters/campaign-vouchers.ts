import { voucherConsumptionRoute, type VoucherConsumption } from '@cadeau/contracts';
import { createInternalClient, type InternalTransport } from '@cadeau/service-kit';

/** svc-campaign's answer about vouchers, as the reservation sweeper asks it (ADR 0008 signed internal call). */
export interface CampaignVouchers {
  /**
   * Whether each voucher was used, and for which product and week (`unknown` for an id svc-campaign lacks).
   * `releasing`: the reservation keys the caller will release if their voucher is unused; svc-campaign fences them
   * first (moves an unused voucher's attempt round past the key's, ADR 0021).
   */
  consumption(voucherIds: readonly string[], releasing?: readonly string[]): Promise<VoucherConsumption[]>;
}

export interface CampaignVouchersOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  transport?: InternalTransport;
}

export function campaignVouchers(opts: CampaignVouchersOptions): CampaignVouchers {
  const client = createInternalClient({
    caller: 'svc-catalog',
    service: 'campaign',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 5000,
    transport: opts.transport,
  });
  return {
    async consumption(voucherIds, releasing) {
      if (!voucherIds.length) return [];
      const body = { voucherIds: [...voucherIds], ...(releasing?.length ? { releasing: [...releasing] } : {}) };
      const answer = await client.call(voucherConsumptionRoute, { body });
      return answer.vouchers;
    },
  };
}
