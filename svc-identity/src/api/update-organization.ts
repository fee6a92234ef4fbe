import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { actorOf, audit, diff } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { currentOrgOf } from '../domain/current-organization';
import { normalizeIban } from '../domain/iban';
import { toOrganization } from '../domain/organization-body';
import { REGISTER_COLUMNS, type OrganizationRow } from '../domain/organizations';
import { isSwissZip } from '../domain/swiss-zip';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * PUT /organization (organisation admins): name, IBAN, and for organisations without a UID the company
 * data. Values synced from the company register cannot be changed: sending a different value is refused.
 */
export function registerUpdateOrganization({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/organization'), async (ctx, { body, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    const row = await kit.db.transaction(async (trx) => {
      const current = (await trx('organizations').where({ id: orgId }).forUpdate().first()) as OrganizationRow | undefined;
      if (!current) throw errors.notFound(ErrorKeys.organization.notFound);
      const next: Partial<OrganizationRow> = {
        name: body.name,
        company_name: body.companyName,
        vat_number: body.vatNumber,
        street: body.address?.street,
        house_number: body.address?.houseNumber,
        zip: body.address?.zip,
        city: body.address?.city,
        country: body.address?.country,
      };
      if (body.iban !== undefined) {
        next.iban = body.iban === null || body.iban === '' ? null : normalizeIban(body.iban);
        if (next.iban === null && body.iban) throw errors.badRequest(ErrorKeys.invoiceAddress.invalidIban);
      }
      const changes = diff(current as unknown as Record<string, unknown>, next as Record<string, unknown>);
      if (current.uid && REGISTER_COLUMNS.some((c) => c in changes)) throw errors.badRequest(ErrorKeys.organization.registerFieldReadOnly);
      const country = next.country ?? current.country;
      const zip = next.zip ?? current.zip;
      if ('zip' in changes || 'country' in changes) {
        if (country === 'ch' && (!zip || !isSwissZip(zip))) throw errors.badRequest(ErrorKeys.organization.invalidZip);
      }
      if (changes.name && (await trx('organizations').whereRaw('lower(name) = lower(?)', [next.name!]).whereNot({ id: orgId }).first('id'))) {
        throw new DomainError(409, ErrorKeys.organization.alreadyExists);
      }
      if (!Object.keys(changes).length) return current;
      const update = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));
      const [updated] = await trx('organizations').where({ id: orgId }).update({ ...update, updated_at: trx.fn.now() }).returning('*');
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'organization', entityId: orgId, organizationId: orgId, value: changes, ip: clientInfo(ctx).ip });
      await kit.addEvent(trx, 'organization.updated', { organizationId: orgId, status: updated.status, features: updated.features, name: updated.name });
      return updated as OrganizationRow;
    });
    return toOrganization(row);
  });
}
