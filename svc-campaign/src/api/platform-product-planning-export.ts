import { availabilityCsv, csvLanguageOf, productWeekRows } from '../domain/report-csv';
import type { CampaignDeps } from './deps';
import { productPlanningOf } from './platform-availability-reports';
import { answerCsv } from './report-csv-answer';
import type { Handler } from './routes';

/** GET /platform/reports/campaign-product-planning/export: a row per product and week, as products-per-week's. */
export const handleProductPlanningExport =
  (deps: CampaignDeps): Handler<'GET /platform/reports/campaign-product-planning/export'> =>
  async (ctx, { query, user }) => {
    const report = await productPlanningOf(deps, query, null);
    const language = csvLanguageOf(user?.language);
    const csv = availabilityCsv(language, 'planning');
    const yes = language === 'de' ? 'ja' : 'yes';
    const rows = productWeekRows(report.products.items, language, (w) => [
      w.remaining,
      w.expected,
      w.potential,
      w.campaigns,
      w.shortage ? yes : '',
    ]);
    answerCsv(ctx, `campaign-product-planning-${report.fromWeek}-${report.toWeek}.csv`, language, [csv, ...rows]);
  };
