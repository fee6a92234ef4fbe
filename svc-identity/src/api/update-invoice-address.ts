import { replaceInvoiceAddress } from '../db/invoice-addresses';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import * as invoiceAddress from '../domain/invoice-address';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** PUT /organization/invoice-address (organisation admins): the whole address; a given IBAN must be valid. */
export const handleUpdateInvoiceAddress =
  ({ kit }: IdentityDeps): Handler<'PUT /organization/invoice-address'> =>
  async (ctx, { body, user }) => {
    const organizationId = currentOrgOf(user!);
    const next = invoiceAddress.invoiceAddressOf(body);
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    const row = await replaceInvoiceAddress(kit, organizationId, next, by);
    return invoiceAddress.toInvoiceAddressBody(row);
  };
