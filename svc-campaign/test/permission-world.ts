import { randomUUID } from 'node:crypto';
import type { RouteDef } from '@cadeau/contracts';
import { generateVouchers } from '../src/db/vouchers-generate';
import { devVoucherKeys } from '../src/domain/code-crypto';
import type { CatalogStandIn } from './catalog-standin';
import { productIn } from './campaign-world';
import { member, platformAdmin, type Caller, type CampaignHarness } from './harness';

/**
 * The callers of the campaign permission test (issue 11: anonymous, each giver role, another giver, a seller, a
 * platform administrator). The giver roles share organisation A; `otherGiver` administers giver organisation B,
 * `seller` a seller organisation (no giver feature).
 */
export const personas = [
  // The refused and the readers first: a manager's successful delete or release would change what they find.
  'anonymous',
  'seller',
  'otherGiver',
  'platformAdmin',
  'giverUser',
  'giverDesigner',
  'giverManager',
  'giverAdmin',
] as const;
export type Persona = (typeof personas)[number];

const ORG_A = randomUUID();
const ORG_B = randomUUID();
export const callers: Record<Exclude<Persona, 'anonymous'>, Caller> = {
  giverUser: member({ organizationId: ORG_A, roles: ['user'] }),
  giverDesigner: member({ organizationId: ORG_A, roles: ['designer'] }),
  giverManager: member({ organizationId: ORG_A, roles: ['manager'] }),
  giverAdmin: member({ organizationId: ORG_A, roles: ['admin'] }),
  otherGiver: member({ organizationId: ORG_B, roles: ['admin'] }),
  seller: member({ roles: ['admin'], features: ['seller'] }),
  platformAdmin: platformAdmin(),
};

/** The organisation role a persona holds in organisation A (null: none there). */
export const roleInA: Record<Persona, string | null> = {
  anonymous: null,
  giverUser: 'user',
  giverDesigner: 'designer',
  giverManager: 'manager',
  giverAdmin: 'admin',
  otherGiver: null,
  seller: null,
  platformAdmin: null,
};

/**
 * What one route's permission test works on, made fresh for each route so a call that changes something (a
 * release, a deletion) cannot change what the next route's samples find: organisation A's draft with a recipient
 * and an approved product, and its pending campaign for the review.
 */
export interface World {
  organizationA: string;
  draftId: string;
  pendingId: string;
  recipientId: string;
  productId: string;
  /** Issue 12: organisation A's running manual campaign, one recipient with its gift code. */
  runningId: string;
  runningRecipientId: string;
  runningVoucherId: string;
  headersOf(persona: Persona): Record<string, string>;
}

export async function buildWorld(h: CampaignHarness, catalog: CatalogStandIn, route: RouteDef): Promise<World> {
  void route;
  for (const [id, name] of [
    [ORG_A, 'Giver A'],
    [ORG_B, 'Giver B'],
  ] as const)
    h.identity.organizations.set(id, {
      id,
      name,
      status: 'approved',
      features: ['giver'],
      invoiceAddressComplete: true,
    });
  for (const persona of ['giverDesigner', 'giverManager', 'giverAdmin'] as const) {
    const c = callers[persona];
    h.identity.users.set(c.userId, {
      id: c.userId,
      email: `${persona}@example.ch`,
      firstName: persona,
      language: 'en',
      blocked: false,
    });
  }
  const product = productIn(catalog);
  const insert = async (status: string, type = 'automatic') => {
    const [row] = await h
      .knex('campaigns')
      .insert({
        organization_id: ORG_A,
        organization_name: 'Giver A',
        name: `Permissions ${status}`,
        status,
        type,
        start_date: '2099-06-01',
        end_date: '2099-06-15',
        budget_rappen: 500_000,
        product_ids: [product.id],
      })
      .returning('id');
    return row.id as string;
  };
  const draftId = await insert('draft');
  const pendingId = await insert('pending');
  const [recipient] = await h
    .knex('recipients')
    .insert({ campaign_id: draftId, email: `anna-${randomUUID().slice(0, 8)}@example.ch` })
    .returning('id');
  const runningId = await insert('running', 'manual');
  const [runningRecipient] = await h
    .knex('recipients')
    .insert({ campaign_id: runningId, email: `berta-${randomUUID().slice(0, 8)}@example.ch` })
    .returning('id');
  await h.knex.transaction((trx) => generateVouchers(trx, devVoucherKeys(), runningId));
  const voucher = await h.knex('vouchers').where({ campaign_id: runningId }).first('id');
  return {
    organizationA: ORG_A,
    draftId,
    pendingId,
    recipientId: recipient.id,
    productId: product.id,
    runningId,
    runningRecipientId: runningRecipient.id,
    runningVoucherId: voucher.id,
    headersOf: (persona) => (persona === 'anonymous' ? {} : h.as(callers[persona])),
  };
}
