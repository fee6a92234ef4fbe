import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { tellAboutProduct } from '../db/product-news';
import type { Outbox } from '../db/outbox';
import { planProductNews, productNewsSubjects, type ProductNewsSubject } from '../domain/product-news';

/**
 * svc-catalog's product events become news for people (issue 10): the review task of platform administrators,
 * the seller's notification and mail, the reviewer's reason in the product's conversation. Like the audit
 * consumer it waits for svc-catalog's CATALOG stream on a fresh platform; the kit's inbox runs each event's
 * effect once, in the transaction that records it.
 */
export function productNewsConsumer(
  kit: Outbox,
  stream: string = streams.catalog.name,
): ConsumerDef<ProductNewsSubject> {
  return {
    durable: 'identity-product-news',
    stream,
    filterSubjects: productNewsSubjects,
    async handle(trx, event) {
      const plan = planProductNews(event);
      if (plan) await tellAboutProduct(kit, trx, event, plan);
    },
  };
}
