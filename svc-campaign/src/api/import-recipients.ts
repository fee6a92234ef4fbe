import {
  ErrorKeys,
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_MAX_LINE_LENGTH,
  IMPORT_MAX_ROWS,
  IMPORT_PROGRESS_EVERY_ROWS,
  type ImportResult,
} from '@cadeau/contracts';
import { discardRequestBody, errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import { campaignOfRecipients } from '../db/recipients-campaign';
import { recordRecipientAudit } from '../db/recipients-audit';
import { inImportTransaction } from '../db/recipients-import';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { readRecipientCsv } from '../domain/csv-recipients';
import { assertRecipientAccess } from '../domain/recipient-access';
import { duplicatesOf, FileDuplicates } from '../domain/recipient-import';
import { copyLine } from '../domain/recipient-copy-format';
import { CAMPAIGN_SCHEMA } from '../schema';
import type { CampaignDeps } from './deps';
import { recipientActorOf } from './recipient-actor';
import { takeCopyConnection } from './recipient-connections';
import { importProgressPublisher } from './recipient-import-progress';
import type { Handler } from './routes';

/** Thrown inside the import's transaction to roll it back while still answering what was found. */
class NothingCommitted {
  constructor(readonly result: ImportResult) {}
}

/**
 * After a refusal the rest of the body is read and dropped, so the answer reaches a client that is still sending
 * (it would see a reset connection otherwise), up to the route's body limit; beyond it the connection is cut.
 */
const discardRest = (ctx: Koa.Context) => discardRequestBody(ctx.req, IMPORT_BODY_LIMIT_BYTES);

/**
 * POST /campaign/{campaignId}/recipients/import: the body is the CSV, read as it arrives (never buffered whole),
 * each row judged by the contract's row schema, valid rows COPY'd into a staging table of the import's own
 * transaction and merged set-wise at the end. All or nothing: with any row error nothing is written and the
 * answer lists the errors (and the duplicates the file would have had), unless `skipInvalid` asks to import the
 * valid rows anyway (issue 23; not when broken quoting stopped the reading); a file that cannot be read at all is a
 * 400/413 with its key. Progress goes to the importing user's browsers every IMPORT_PROGRESS_EVERY_ROWS rows.
 */
export const handleImportRecipients =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/recipients/import'> =>
  async (ctx, { params, query, user }) => {
    const { kit, databaseUrl } = deps;
    const { campaignId } = params;
    const campaign = await campaignOfRecipients(kit.db, campaignId).catch((err: unknown) => {
      discardRest(ctx);
      throw err;
    });
    let release: () => void;
    try {
      assertRecipientAccess(user!, campaign, 'write');
      release = takeCopyConnection(deps);
    } catch (err) {
      discardRest(ctx);
      throw err;
    }
    const startedAt = Date.now();
    const progress = importProgressPublisher(kit, user!.userId, campaignId);
    let rowsRead = 0;
    progress('reading', 0);
    try {
      const result = await inImportTransaction(kit.db, databaseUrl, CAMPAIGN_SCHEMA, campaignId, async (staging) => {
        // destroyOnReturn false: leaving the loop early (a refusal) must not reset the client's connection.
        const source = ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>;
        const repeats = new FileDuplicates();
        const read = await readRecipientCsv(source, {
          mapping: { email: query.email, phone: query.phone, salutation: query.salutation, greeting: query.greeting },
          maxRows: IMPORT_MAX_ROWS,
          maxLineLength: IMPORT_MAX_LINE_LENGTH,
          progressEvery: IMPORT_PROGRESS_EVERY_ROWS,
          onRecipient: (row, r) =>
            repeats.repeats(row, r.email)
              ? undefined
              : staging.stage(copyLine([row, r.email, r.phone, r.salutation, r.greeting])),
          onProgress: (rows) => {
            rowsRead = rows;
            progress('reading', rows);
          },
        });
        rowsRead = read.rows;
        // All or nothing, unless the giver chose to import the valid rows (issue 23), which needs every row read.
        if (read.errors.count > 0 && !(query.skipInvalid && read.complete)) {
          // Nothing is committed; the merges only tell which rows the campaign already has.
          throw new NothingCommitted({
            committed: false,
            rows: read.rows,
            imported: 0,
            ...duplicatesOf(repeats, await staging.finish(() => undefined)),
            errors: read.errors.listed,
            errorCount: read.errors.count,
          });
        }
        progress('merging', read.rows);
        const merged = await staging.finish((status) =>
          assertRecipientAccess(
            user!,
            status === undefined ? undefined : { ...campaign, status: status as CampaignStatus },
            'write',
          ),
        );
        await recordRecipientAudit(kit, staging.trx, recipientActorOf(ctx, user!), {
          action: 'insert',
          entity: 'campaignRecipients',
          entityId: campaignId,
          organizationId: campaign.organization_id,
          value: {
            rows: read.rows,
            imported: merged.imported,
            duplicates: repeats.count + merged.duplicateCount,
            ...(read.errors.count ? { refused: read.errors.count } : {}),
          },
        });
        const duplicates = duplicatesOf(repeats, merged);
        return {
          committed: true,
          rows: read.rows,
          imported: merged.imported,
          ...duplicates,
          errors: read.errors.listed,
          errorCount: read.errors.count,
        } satisfies ImportResult;
      });
      progress('done', result.rows);
      kit.logger.info(
        {
          campaignId,
          rows: result.rows,
          imported: result.imported,
          duplicates: result.duplicateCount,
          ms: Date.now() - startedAt,
        },
        'recipients imported',
      );
      return result;
    } catch (err) {
      progress('failed', rowsRead);
      if (err instanceof NothingCommitted) return err.result;
      // The client left mid-upload: nothing was written, and nobody waits for an answer (not a server fault).
      if ((err as { code?: string }).code === 'ECONNRESET') throw errors.badRequest(ErrorKeys.network);
      discardRest(ctx);
      throw err;
    } finally {
      release();
    }
  };
