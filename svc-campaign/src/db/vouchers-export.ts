import { StringDecoder } from 'node:string_decoder';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { parseCopyLine } from '../domain/recipient-copy-format';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One row of the codes CSV as the database gives it; the code still sealed (hex), opened by the handler. */
export interface VoucherExportRow {
  email: string;
  salutation: string | null;
  greeting: string | null;
  sealedHex: string;
  status: string;
  redeemedAt: string | null;
}

/**
 * A campaign's vouchers with their recipients in the recipients' creation order, streamed by `COPY … TO STDOUT`
 * on a connection of its own (as the recipients export): never all rows in memory, and a download cancelled
 * half-way ends the query. The sealed code leaves the database as hex; only the handler opens it.
 */
export async function* voucherExportRows(
  databaseUrl: string,
  schema: string,
  campaignId: string,
): AsyncGenerator<VoucherExportRow> {
  // COPY takes no bind parameters: both values are checked to be what they claim before they enter the SQL.
  if (!IDENTIFIER.test(schema) || !UUID.test(campaignId)) throw new Error('invalid export target');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stream = client.query(
      copyTo(
        `copy (select r.email, r.salutation, r.greeting, encode(v.code_cipher, 'hex'), v.status,
                      to_char(v.redeemed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
               from ${schema}.vouchers v join ${schema}.recipients r on r.id = v.recipient_id
               where v.campaign_id = '${campaignId}' order by r.created_at, r.id) to stdout`,
      ),
    );
    const decoder = new StringDecoder('utf8');
    let rest = '';
    const row = (line: string): VoucherExportRow => {
      const [email, salutation, greeting, sealedHex, status, redeemedAt] = parseCopyLine(line);
      return { email: email!, salutation, greeting, sealedHex: sealedHex!, status: status!, redeemedAt };
    };
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = rest + decoder.write(chunk);
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) yield row(line);
    }
    rest += decoder.end();
    if (rest) yield row(rest);
  } finally {
    await client.end().catch(() => undefined);
  }
}
