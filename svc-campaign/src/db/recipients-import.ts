import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { IMPORT_MAX_LISTED, type ImportDuplicate } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Staged lines are sent to Postgres in chunks of about this many characters (fewer, larger writes). */
const CHUNK_CHARS = 64 * 1024;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export interface MergeOutcome {
  imported: number;
  duplicates: ImportDuplicate[];
  duplicateCount: number;
}

/** The staging side of one import, inside its transaction (see `inImportTransaction`). */
export interface ImportStaging {
  /** The import's transaction, for what must commit with the rows (the audit entry through the outbox). */
  trx: Knex.Transaction;
  /**
   * Stages one COPY text line (domain/recipient-copy-format). Lines are sent in chunks; a promise is returned only
   * when a chunk went out and Postgres is behind (await it), so most rows cost no await.
   */
  stage(line: string): Promise<void> | undefined;
  /** Ends the COPY once every row is staged; `merge` may follow. */
  finishCopy(): Promise<void>;
  /**
   * Merges the staged rows into the campaign. `check` sees the campaign's status under a row lock (a release
   * cannot slip in between) and throws to refuse, which rolls everything back. Rows whose lower-cased address is
   * already the campaign's, or earlier in the file, are reported and not inserted; the others keep the file's
   * order in `created_at` (a microsecond apart), so the list sorted by creation shows the file's order.
   */
  merge(campaignId: string, check: (status: string | undefined) => void): Promise<MergeOutcome>;
  /** The duplicates `merge` would report, without merging (an upload refused for its row errors lists them too). */
  duplicates(campaignId: string): Promise<Pick<MergeOutcome, 'duplicates' | 'duplicateCount'>>;
}

/**
 * Runs one CSV import all or nothing: a transaction on a connection of its own (a COPY holds its connection as
 * long as the upload lasts, which must not starve the service's pool), a temporary staging table filled by COPY
 * as rows arrive, and a set-wise merge. What `work` returns is committed; when it throws, nothing is written
 * (the COPY is cancelled, the transaction rolled back, the staging table goes with it).
 */
export async function inImportTransaction<T>(
  db: Knex,
  databaseUrl: string,
  schema: string,
  work: (staging: ImportStaging) => Promise<T>,
): Promise<T> {
  if (!IDENTIFIER.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set search_path to ${schema}`);
    return await db.transaction(
      async (trx) => {
        // One import's planning: JIT compiles for longer than these set-wise statements run, and the sorts of
        // 200,000 rows by address fit in memory instead of spilling to disk.
        await trx.raw(`set local jit = off`);
        await trx.raw(`set local work_mem = '64MB'`);
        await trx.raw(
          `create temp table recipient_import (row_no integer not null, email text not null, phone text,
             salutation text, greeting text) on commit drop`,
        );
        const copy = client.query(
          copyFrom('copy recipient_import (row_no, email, phone, salutation, greeting) from stdin'),
        ) as unknown as Writable;
        // A failure of the COPY surfaces at the next write or at finishCopy; it must never be unhandled.
        copy.on('error', () => undefined);
        const staging = new Staging(trx, copy);
        try {
          return await work(staging);
        } finally {
          // Cancelled COPY (CopyFail): the connection is ready again for the rollback.
          if (!staging.copyEnded) await staging.cancel();
        }
      },
      { connection: client },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

class Staging implements ImportStaging {
  private pending = '';
  copyEnded = false;

  constructor(
    readonly trx: Knex.Transaction,
    private readonly copy: Writable,
  ) {}

  stage(line: string): Promise<void> | undefined {
    this.pending += line;
    return this.pending.length >= CHUNK_CHARS ? this.flush() : undefined;
  }

  private flush(): Promise<void> | undefined {
    const chunk = this.pending;
    this.pending = '';
    if (chunk && !this.copy.write(chunk)) return once(this.copy, 'drain').then(() => undefined);
    return undefined;
  }

  async finishCopy(): Promise<void> {
    await this.flush();
    this.copyEnded = true;
    this.copy.end();
    await once(this.copy, 'finish');
  }

  async cancel(): Promise<void> {
    this.copyEnded = true;
    const closed = new Promise((resolve) => this.copy.once('close', resolve));
    this.copy.destroy();
    await closed;
  }

  async merge(campaignId: string, check: (status: string | undefined) => void): Promise<MergeOutcome> {
    const { trx } = this;
    const campaign = await trx.raw<{ rows: { status: string }[] }>(
      'select status from campaigns where id = ? for update',
      [campaignId],
    );
    check(campaign.rows[0]?.status);
    const found = await this.duplicates(campaignId);
    const inserted = await trx.raw<{ rowCount: number | null }>(
      `insert into recipients (campaign_id, email, phone, salutation, greeting, created_at, updated_at)
       select ?, email, phone, salutation, greeting, now() + make_interval(secs => row_no / 1e6), now()
         from (select distinct on (lower(email)) * from recipient_import order by lower(email), row_no) s
       on conflict (campaign_id, lower(email)) do nothing`,
      [campaignId],
    );
    return { imported: inserted.rowCount ?? 0, ...found };
  }

  async duplicates(campaignId: string): Promise<Pick<MergeOutcome, 'duplicates' | 'duplicateCount'>> {
    const { trx } = this;
    await trx.raw('analyze recipient_import');
    // A campaign's first import (the usual case) cannot repeat a stored address: only the file's own repeats
    // are looked for then, which spares a lookup per row.
    const stored = await trx.raw<{ rows: unknown[] }>('select 1 from recipients where campaign_id = ? limit 1', [
      campaignId,
    ]);
    const inCampaign = stored.rows.length
      ? 'exists (select 1 from recipients r where r.campaign_id = ? and lower(r.email) = lower(s.email))'
      : 'false and ?::uuid is not null';
    const found = await trx.raw<{ rows: { row_no: number; email: string; in_campaign: boolean; total: string }[] }>(
      `with d as (
         select s.row_no, s.email, ${inCampaign} as in_campaign,
                row_number() over (partition by lower(s.email) order by s.row_no) as nth
           from recipient_import s
       )
       select row_no, email, in_campaign, (select count(*) from d where in_campaign or nth > 1) as total
         from d where in_campaign or nth > 1 order by row_no limit ?`,
      [campaignId, IMPORT_MAX_LISTED],
    );
    return {
      duplicates: found.rows.map((d) => ({ row: d.row_no, email: d.email, inCampaign: d.in_campaign })),
      duplicateCount: Number(found.rows[0]?.total ?? 0),
    };
  }
}
