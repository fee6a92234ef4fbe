/** At most this many vouchers in one `campaignMail.sent` / `.failed` event (the contract's bound). */
export const MAX_VOUCHERS_PER_EVENT = 1000;

/** The vouchers of touched rows per campaign, in events of at most 1,000 vouchers; rows without a voucher left out. */
export function vouchersByCampaign(rows: readonly { campaign_id: string | null; voucher_id: string | null }[]) {
  const byCampaign = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.campaign_id || !r.voucher_id) continue;
    const list = byCampaign.get(r.campaign_id) ?? [];
    list.push(r.voucher_id);
    byCampaign.set(r.campaign_id, list);
  }
  const out: { campaignId: string; voucherIds: string[] }[] = [];
  for (const [campaignId, ids] of byCampaign)
    for (let i = 0; i < ids.length; i += MAX_VOUCHERS_PER_EVENT)
      out.push({ campaignId, voucherIds: ids.slice(i, i + MAX_VOUCHERS_PER_EVENT) });
  return out;
}
