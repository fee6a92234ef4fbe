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

/** A cell as a spreadsheet writes it: quoted (quotes doubled) when it holds the delimiter, a quote or a line break. */
const cellOf = (value: string, delimiter: string) =>
  value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A CSV text from a header and rows (cells joined by `delimiter`, lines by CRLF as spreadsheets write them). */
export const csvOf = (rows: string[][], delimiter = ',') =>
  rows.map((r) => r.map((cell) => cellOf(cell, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
