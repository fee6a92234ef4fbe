import type { Knex } from 'knex';

export interface DemoDeposit {
  campaignId: string;
  campaignStatus: string | null;
  invoiceId: string;
  number: string;
  reference: string | null;
  openRappen: number;
}

/** What the demo step waits for and works on: the demo organisations' ids and the released campaigns' deposits. */
export async function demoState(db: Knex, campaignIds: string[] | null, giverName: string, sellerName: string) {
  const orgs: { id: string; name: string }[] = await db('organizations')
    .whereIn('name', [giverName, sellerName])
    .select('id', 'name');
  const giverId = orgs.find((o) => o.name === giverName)?.id;
  const campaigns = db('campaigns as c').whereNotNull('c.budget_rappen');
  if (campaignIds) campaigns.whereIn('c.id', campaignIds);
  else if (giverId) campaigns.where('c.organization_id', giverId);
  const released = (await campaigns.clone().count({ n: '*' }).first()) as { n: string };
  const deposits: DemoDeposit[] = (
    await campaigns
      .join('invoices as i', 'i.id', 'c.deposit_invoice_id')
      .select(
        'c.id as campaignId',
        'c.status as campaignStatus',
        'i.id as invoiceId',
        'i.number',
        'i.reference',
        db.raw(
          '(i.amount_rappen - i.paid_by_payment_rappen - i.paid_by_credit_rappen - i.paid_by_offset_rappen)::bigint as "openRappen"',
        ),
      )
  ).map((d: DemoDeposit) => ({ ...d, openRappen: Number(d.openRappen) }));
  return { giverId, sellerId: orgs.find((o) => o.name === sellerName)?.id, released: Number(released.n), deposits };
}
