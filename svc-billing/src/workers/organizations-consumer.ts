import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { saveOrganization } from '../db/read-models';

/** Organisations' names, features and status from svc-identity (IDENTITY stream), for the budgets list. */
export function organizationsConsumer(stream: string = streams.identity.name): ConsumerDef<'organization.updated'> {
  return {
    durable: 'billing-organizations',
    stream,
    filterSubjects: ['organization.updated'],
    async handle(trx, event) {
      const o = event.data;
      await saveOrganization(trx, { id: o.organizationId, name: o.name, features: o.features, status: o.status });
    },
  };
}
