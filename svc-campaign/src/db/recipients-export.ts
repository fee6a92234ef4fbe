import { copyLines, copyTarget } from './copy-lines';

/**
 * A campaign's recipients in creation order (email, phone, salutation, greeting, unsubscribed), streamed by
 * `COPY … TO STDOUT` (copyLines): never all rows in memory, and a download cancelled half-way ends the query.
 */
export async function* recipientExportRows(
  databaseUrl: string,
  schema: string,
  campaignId: string,
): AsyncGenerator<(string | null)[]> {
  const target = copyTarget(schema, campaignId);
  yield* copyLines(
    databaseUrl,
    `copy (select email, phone, salutation, greeting, unsubscribed from ${target.schema}.recipients
           where campaign_id = '${target.campaignId}' order by created_at, id) to stdout`,
  );
}
