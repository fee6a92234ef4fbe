import { StringDecoder } from 'node:string_decoder';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { parseCopyLine } from '../domain/recipient-copy-format';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A campaign's recipients in creation order (email, phone, salutation, greeting, unsubscribed), streamed by
 * `COPY … TO STDOUT` on a connection of its own and parsed line by line: never all rows in memory, and the
 * connection goes when the consumer stops (a download cancelled half-way ends the query).
 */
export async function* recipientExportRows(
  databaseUrl: string,
  schema: string,
  campaignId: string,
): AsyncGenerator<(string | null)[]> {
  // COPY takes no bind parameters: both values are checked to be what they claim before they enter the SQL.
  if (!IDENTIFIER.test(schema) || !UUID.test(campaignId)) throw new Error('invalid export target');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stream = client.query(
      copyTo(
        `copy (select email, phone, salutation, greeting, unsubscribed from ${schema}.recipients
               where campaign_id = '${campaignId}' order by created_at, id) to stdout`,
      ),
    );
    // A chunk may end inside a multi-byte character: the decoder keeps it for the next one.
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = rest + decoder.write(chunk);
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) yield parseCopyLine(line);
    }
    rest += decoder.end();
    if (rest) yield parseCopyLine(rest);
  } finally {
    await client.end().catch(() => undefined);
  }
}
