import { StringDecoder } from 'node:string_decoder';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { parseCopyLine } from '../domain/recipient-copy-format';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * COPY takes no bind parameters: the schema name and campaign id its SQL text is built with, checked to be what
 * they claim (a broken invariant throws, no client's refusal). The statements splice only what this returns, so
 * no unchecked value can reach the text. The database layer's own safety, not a rule of the domain.
 */
export function copyTarget(schema: string, campaignId: string): { schema: string; campaignId: string } {
  if (!IDENTIFIER.test(schema) || !UUID.test(campaignId)) throw new Error('invalid export target');
  return { schema, campaignId };
}

/**
 * The rows of `copy (…) to stdout` (text format), each as its columns (null for `\N`), streamed on a connection
 * of its own and parsed line by line: never all rows in memory, and the connection goes when the consumer stops
 * (a download cancelled half-way ends the query). `sql` is the whole COPY statement; only checked values in it.
 */
export async function* copyLines(databaseUrl: string, sql: string): AsyncGenerator<(string | null)[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stream = client.query(copyTo(sql));
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
