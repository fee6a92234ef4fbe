import { availabilityCsv, csvLanguageOf, productWeekRows } from '../domain/report-csv';
import type { CampaignDeps } from './deps';
import { productsPerWeekOf } from './platform-availability-reports';
import { answerCsv } from './report-csv-answer';
import type { Handler } from './routes';

/** The CSV twins: a row per product and week, in the user's language (German: `;`), formula cells escaped. */
export const handleProductsPerWeekExport =
  (deps: CampaignDeps): Handler<'GET /platform/reports/products-per-week/export'> =>
  async (ctx, { query, user }) => {
    const report = await productsPerWeekOf(deps, query, null);
    const language = csvLanguageOf(user?.language);
    const csv = availabilityCsv(language, 'productsPerWeek');
    const rows = productWeekRows(report.products.items, language, (w) => [
      w.availability,
      w.reserved,
      w.ordered,
      w.remaining,
    ]);
    answerCsv(ctx, `products-per-week-${report.fromWeek}-${report.toWeek}.csv`, language, [csv, ...rows]);
  };
