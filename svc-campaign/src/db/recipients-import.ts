import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { IMPORT_MAX_LISTED, type ImportDuplicate } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Rows per merge. The merge of one chunk runs in Postgres while the next is read and checked here, so an import
 * takes about as long as the slower of the two instead of their sum; at most two chunks wait in memory
 * (some 2 MB of COPY text).
 */
export const MERGE_CHUNK_ROWS = 10_000;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export interface MergeOutcome {
  imported: number;
  /** Staged rows whose address the campaign already had (`inCampaign`), the first IMPORT_MAX_LISTED. */
  duplicates: ImportDuplicate[];
  duplicateCount: number;
}

/** The staging side of one import, inside its transaction (see `inImportTransaction`). */
export interface ImportStaging {
  /** The import's transaction, for what must commit with the rows (the audit entry through the outbox). */
  trx: Knex.Transaction;
  /**
   * Stages one row as a COPY text line (domain/recipient-copy-format). The rows must not repeat an address (the
   * reader drops the file's own repeats). A promise is returned only when the merges are behind (await it: the
   * reading slows down instead of memory growing), so most rows cost no await.
   */
  stage(line: string): Promise<void> | undefined;
  /**
   * Merges what is left, waits for every merge, then reads the campaign's status under a row lock (a release
   * that came meanwhile is seen; none can slip in before the commit) for `check`, which throws to refuse and so
   * rolls everything back. Rows whose address the campaign already had are reported, not inserted; the others
   * keep the file's order in `created_at` (a microsecond apart), so the list sorted by creation shows it.
   */
  finish(check: (status: string | undefined) => void): Promise<MergeOutcome>;
}

/**
 * Runs one CSV import all or nothing: a transaction on a connection of its own (an upload holds it as long as
 * it lasts, which must not starve the service's pool), a temporary staging table that each chunk of rows is
 * COPY'd into and merged from set-wise (`INSERT … SELECT … ON CONFLICT (campaign_id, lower(email)) DO
 * NOTHING`), chunk after chunk while the upload is still arriving. What `work` returns is committed; when it
 * throws, nothing is written: the merges in flight are awaited and the transaction rolled back.
 */
export async function inImportTransaction<T>(
  db: Knex,
  databaseUrl: string,
  schema: string,
  campaignId: string,
  work: (staging: ImportStaging) => Promise<T>,
): Promise<T> {
  if (!IDENTIFIER.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set search_path to ${schema}`);
    return await db.transaction(
      async (trx) => {
        // JIT compiles for longer than these statements run.
        await trx.raw('set local jit = off');
        await trx.raw(
          `create temp table recipient_import (row_no integer not null, email text not null, phone text,
             salutation text, greeting text) on commit drop`,
        );
        // A campaign's first import (the usual case) cannot repeat a stored address: no lookup per row then.
        const stored = await trx.raw<{ rows: unknown[] }>('select 1 from recipients where campaign_id = ? limit 1', [
          campaignId,
        ]);
        const staging = new Staging(trx, client, campaignId, stored.rows.length > 0);
        try {
          return await work(staging);
        } finally {
          // No statement of a merge may run after the rollback (it would run outside the transaction).
          await staging.settle();
        }
      },
      { connection: client },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

class Staging implements ImportStaging {
  private text = '';
  private rows = 0;
  /** The merges queued so far, one after the other on the import's connection. */
  private tail: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private failure: unknown = null;
  private stopped = false;
  private imported = 0;
  private readonly duplicates: ImportDuplicate[] = [];
  private duplicateCount = 0;

  constructor(
    readonly trx: Knex.Transaction,
    private readonly client: Client,
    private readonly campaignId: string,
    private readonly campaignHadRecipients: boolean,
  ) {}

  stage(line: string): Promise<void> | undefined {
    this.text += line;
    this.rows++;
    if (this.rows < MERGE_CHUNK_ROWS) return undefined;
    const before = this.tail;
    this.queue();
    // One chunk merging and one read ahead: wait until the merge before this chunk's is done.
    return this.inFlight > 1 ? before.then(() => this.rethrow()) : undefined;
  }

  private rethrow(): void {
    if (this.failure) throw this.failure;
  }

  private queue(): void {
    if (!this.rows) return;
    const text = this.text;
    this.text = '';
    this.rows = 0;
    this.inFlight++;
    this.tail = this.tail.then(async () => {
      try {
        if (!this.failure && !this.stopped) await this.mergeChunk(text);
      } catch (err) {
        this.failure ??= err;
      } finally {
        this.inFlight--;
      }
    });
  }

  /** COPY one chunk into the staging table, note the addresses the campaign had, merge, empty the table. */
  private async mergeChunk(text: string): Promise<void> {
    const copy = this.client.query(
      copyFrom('copy recipient_import (row_no, email, phone, salutation, greeting) from stdin'),
    ) as unknown as Writable;
    const copied = once(copy, 'finish');
    copy.end(text);
    await copied;
    const { trx, campaignId } = this;
    if (this.campaignHadRecipients) {
      const found = await trx.raw<{ rows: { row_no: number; email: string; total: string }[] }>(
        `select row_no, email, count(*) over () as total
           from recipient_import s
          where exists (select 1 from recipients r where r.campaign_id = ? and lower(r.email) = lower(s.email))
          order by row_no limit ?`,
        [campaignId, IMPORT_MAX_LISTED - this.duplicates.length],
      );
      for (const d of found.rows) this.duplicates.push({ row: d.row_no, email: d.email, inCampaign: true });
      this.duplicateCount += Number(found.rows[0]?.total ?? 0);
    }
    const inserted = await trx.raw<{ rowCount: number | null }>(
      `insert into recipients (campaign_id, email, phone, salutation, greeting, created_at, updated_at)
       select ?, email, phone, salutation, greeting, now() + make_interval(secs => row_no / 1e6), now()
         from recipient_import
       on conflict (campaign_id, lower(email)) do nothing`,
      [campaignId],
    );
    this.imported += inserted.rowCount ?? 0;
    await trx.raw('truncate recipient_import');
  }

  async finish(check: (status: string | undefined) => void): Promise<MergeOutcome> {
    this.queue();
    await this.tail;
    this.rethrow();
    const campaign = await this.trx.raw<{ rows: { status: string }[] }>(
      'select status from campaigns where id = ? for update',
      [this.campaignId],
    );
    check(campaign.rows[0]?.status);
    return { imported: this.imported, duplicates: this.duplicates, duplicateCount: this.duplicateCount };
  }

  /** Stops queued merges and waits for the one running (the import failed or is done). */
  async settle(): Promise<void> {
    this.stopped = true;
    await this.tail;
  }
}
