import { stringify } from 'csv-stringify/sync';
import type Koa from 'koa';

/**
 * A report's CSV as the answer (issue 20): UTF-8 with a BOM (Excel reads the umlauts), `;` for German (as Excel in
 * Switzerland opens it), formula cells escaped, named `fileName`, never cached.
 */
export function answerCsv(
  ctx: Koa.Context,
  fileName: string,
  language: 'de' | 'en',
  rows: (string | number)[][],
): undefined {
  ctx.set('cache-control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(fileName);
  ctx.body = stringify(rows, { bom: true, delimiter: language === 'de' ? ';' : ',', escape_formulas: true });
  return undefined;
}
