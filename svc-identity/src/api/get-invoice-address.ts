import { invoiceAddressOf } from '../db/invoice-addresses';
import { currentOrgOf } from '../domain/current-organization';
import * as invoiceAddress from '../domain/invoice-address';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/invoice-address: the current organisation's; empty and incomplete when none is set yet. */
export const handleGetInvoiceAddress =
  ({ kit }: IdentityDeps): Handler<'GET /organization/invoice-address'> =>
  async (_ctx, { user }) => {
    const row = await invoiceAddressOf(kit.db, currentOrgOf(user!));
    return invoiceAddress.toInvoiceAddressBody(row ?? invoiceAddress.EMPTY_INVOICE_ADDRESS);
  };
