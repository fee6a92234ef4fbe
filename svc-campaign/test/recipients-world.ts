import type { Knex } from 'knex';
import { member, type Caller } from './harness';

/** A campaign of `owner`'s current organisation in `status`, written straight into the campaigns table. */
export async function campaignOf(knex: Knex, owner: Caller, status = 'draft'): Promise<string> {
  const [row] = await knex('campaigns')
    .insert({ organization_id: owner.currentOrganizationId, name: 'Recipients test', status })
    .returning('id');
  return (row as { id: string }).id;
}

/** Another member of `owner`'s organisation with `roles`. */
export function colleagueOf(owner: Caller, roles: string[]): Caller {
  const org = owner.organizations[0]!;
  return member({ organizationId: org.id, roles, features: org.features });
}

/** A CSV text from a header and rows (cells joined by `delimiter`, lines by CRLF as spreadsheets write them). */
export const csvOf = (rows: string[][], delimiter = ',') => rows.map((r) => r.join(delimiter)).join('\r\n') + '\r\n';
