import { Readable, pipeline } from 'node:stream';
import { exportColumns } from '@cadeau/contracts';
import { stringify } from 'csv-stringify';
import { campaignOfRecipients } from '../db/recipients-campaign';
import { recipientExportRows } from '../db/recipients-export';
import { assertRecipientAccess } from '../domain/recipient-access';
import { CAMPAIGN_SCHEMA } from '../schema';
import type { CampaignDeps } from './deps';
import { takeCopyConnection } from './recipient-connections';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/recipients/export: every recipient as CSV, streamed from the database as it is
 * written (never all rows in memory). UTF-8 with a BOM (Excel reads the umlauts), comma-separated, a header of the
 * field names (so the file imports again without a mapping), and formula cells escaped (OWASP CSV injection: a
 * leading `'` before `=`, `+`, `-`, `@`, which the import removes again, so `+41…` phones round-trip).
 */
export const handleExportRecipients =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}/recipients/export'> =>
  async (ctx, { params, user }) => {
    const { kit, databaseUrl } = deps;
    assertRecipientAccess(user!, await campaignOfRecipients(kit.db, params.campaignId), 'read');
    const release = takeCopyConnection(deps);
    const rows = Readable.from(recipientExportRows(databaseUrl, CAMPAIGN_SCHEMA, params.campaignId));
    const csv = stringify({
      header: true,
      columns: [...exportColumns],
      bom: true,
      escape_formulas: true,
      cast: { boolean: (value) => String(value) },
    });
    const rowsToObjects = async function* (source: AsyncIterable<(string | null)[]>) {
      for await (const [email, phone, salutation, greeting, unsubscribed] of source)
        yield { email, phone, salutation, greeting, unsubscribed: unsubscribed === 't' };
    };
    // Koa destroys the body when the client goes away; the pipeline then ends the query and its connection.
    pipeline(rows, rowsToObjects, csv, (err) => {
      release();
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') kit.logger.warn({ err }, 'recipient export failed');
    });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`recipients-${params.campaignId}.csv`);
    ctx.body = csv;
    return undefined;
  };
