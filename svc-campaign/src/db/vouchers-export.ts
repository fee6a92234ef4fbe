import { copyLines, copyTarget } from './copy-lines';

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
 * (copyLines, as the recipients export): never all rows in memory, and a download cancelled half-way ends the
 * query. The sealed code leaves the database as hex; only the handler opens it.
 */
export async function* voucherExportRows(
  databaseUrl: string,
  schema: string,
  campaignId: string,
): AsyncGenerator<VoucherExportRow> {
  const target = copyTarget(schema, campaignId);
  const lines = copyLines(
    databaseUrl,
    `copy (select r.email, r.salutation, r.greeting, encode(v.code_cipher, 'hex'), v.status,
                  to_char(v.redeemed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
           from ${target.schema}.vouchers v join ${target.schema}.recipients r on r.id = v.recipient_id
           where v.campaign_id = '${target.campaignId}' order by r.created_at, r.id) to stdout`,
  );
  for await (const [email, salutation, greeting, sealedHex, status, redeemedAt] of lines)
    yield { email: email!, salutation, greeting, sealedHex: sealedHex!, status: status!, redeemedAt };
}
