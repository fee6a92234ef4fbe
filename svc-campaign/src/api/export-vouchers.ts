import { Readable, pipeline } from 'node:stream';
import { voucherExportColumns } from '@cadeau/contracts';
import { formatGiftCode, giftCodeLink } from '@cadeau/contracts/gift-code';
import { stringify } from 'csv-stringify';
import { findCampaign } from '../db/campaigns';
import { voucherExportRows, type VoucherExportRow } from '../db/vouchers-export';
import { voucherCountOf } from '../db/vouchers-read';
import { standingTo } from '../domain/campaign-access';
import { open } from '../domain/code-crypto';
import { assertExportsCodes } from '../domain/voucher-access';
import { CAMPAIGN_SCHEMA } from '../schema';
import { auditRead } from './audit-read';
import { actorOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import { takeCopyConnection } from './recipient-connections';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/vouchers/export: every code of a manual campaign with its recipient as CSV, for the
 * giver to hand out (domain/voucher-access.ts says who and when). Like the recipients export: streamed from the
 * database as it is written, UTF-8 with a BOM, formula cells escaped (OWASP CSV injection). Each code is opened
 * only as its row is written, and only into the response: never logged, never kept. Every download is audited
 * (who, when, how many codes) before the first byte (api/audit-read.ts: acknowledged by JetStream, no database
 * write); a HEAD request (headers only) neither reads nor audits.
 */
export const handleExportVouchers =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}/vouchers/export'> =>
  async (ctx, { params, user }) => {
    const { kit, databaseUrl, voucherKeys } = deps;
    const campaign = await findCampaign(kit.db, params.campaignId);
    assertExportsCodes(standingTo(user!, campaign), campaign!);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`codes-${params.campaignId}.csv`);
    if (ctx.method === 'HEAD') return undefined;
    const count = await voucherCountOf(kit.db, campaign!.id);
    const actor = actorOf(ctx, user!);
    await auditRead(kit, {
      action: 'trigger',
      entityId: campaign!.id,
      organizationId: campaign!.organization_id,
      userId: actor.userId,
      ip: actor.ip,
      value: { vouchersExported: count },
    });
    const release = takeCopyConnection(deps);
    const rows = Readable.from(voucherExportRows(databaseUrl, CAMPAIGN_SCHEMA, campaign!.id));
    const csv = stringify({ header: true, columns: [...voucherExportColumns], bom: true, escape_formulas: true });
    const publicUrl = deps.publicUrl;
    const toRecords = async function* (source: AsyncIterable<VoucherExportRow>) {
      for await (const row of source) {
        const code = open(voucherKeys, Buffer.from(row.sealedHex, 'hex'));
        yield {
          email: row.email,
          salutation: row.salutation,
          greeting: row.greeting,
          code: formatGiftCode(code),
          link: giftCodeLink(publicUrl, code),
          status: row.status,
          redeemedAt: row.redeemedAt,
          validFrom: campaign!.start_date,
          validTo: campaign!.end_date,
        };
      }
    };
    // Koa destroys the body when the client goes away; the pipeline then ends the query and its connection.
    pipeline(rows, toRecords, csv, (err) => {
      release();
      // The error alone: a record of this stream may hold a code, so nothing of the rows is logged.
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        kit.logger.warn({ err: { message: err.message, code: err.code } }, 'voucher export failed');
    });
    ctx.body = csv;
    return undefined;
  };
