import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { actorOf, audit, diff } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { currentOrgOf } from '../domain/current-organization';
import { normalizeIban } from '../domain/iban';
import { isSwissZip } from '../domain/swiss-zip';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

interface Row {
  name: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  country: string;
  email: string | null;
  iban: string | null;
}

function toBody(r: Row) {
  const complete = Boolean(r.name && r.street && r.zip && r.city && r.country);
  return { name: r.name, street: r.street, houseNumber: r.house_number, zip: r.zip, city: r.city, country: r.country, email: r.email, iban: r.iban, complete };
}

const EMPTY: Row = { name: '', street: '', house_number: '', zip: '', city: '', country: 'ch', email: null, iban: null };

/** GET /organization/invoice-address: the current organisation's; empty and incomplete when none is set yet. */
export function registerGetInvoiceAddress({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/invoice-address'), async (_ctx, { user }) => {
    const row = await kit.db('invoice_addresses').where({ organization_id: currentOrgOf(user!) }).first();
    return toBody(row ?? EMPTY);
  });
}

/** PUT /organization/invoice-address (organisation admins): the whole address; a given IBAN must be valid. */
export function registerUpdateInvoiceAddress({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/organization/invoice-address'), async (ctx, { body, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    const iban = body.iban ? normalizeIban(body.iban) : null;
    if (body.iban && !iban) throw errors.badRequest(ErrorKeys.invoiceAddress.invalidIban);
    if (body.country === 'ch' && !isSwissZip(body.zip)) throw errors.badRequest(ErrorKeys.organization.invalidZip);
    const next: Row = { name: body.name, street: body.street, house_number: body.houseNumber, zip: body.zip, city: body.city, country: body.country, email: body.email ?? null, iban };
    const row = await kit.db.transaction(async (trx) => {
      const current = await trx('invoice_addresses').where({ organization_id: orgId }).forUpdate().first();
      const [saved] = await trx('invoice_addresses')
        .insert({ organization_id: orgId, ...next, updated_at: trx.fn.now() })
        .onConflict('organization_id')
        .merge()
        .returning('*');
      const changes = diff(current ?? {}, next as unknown as Record<string, unknown>);
      if (Object.keys(changes).length) {
        await audit(trx, { userId: actorOf(me), action: current ? 'update' : 'insert', entity: 'invoiceAddress', entityId: orgId, organizationId: orgId, value: changes, ip: clientInfo(ctx).ip });
        // svc-billing keeps invoice addresses in its read model.
        await kit.addEvent(trx, 'organization.invoiceAddressUpdated', { organizationId: orgId });
      }
      return saved as Row;
    });
    return toBody(row);
  });
}
