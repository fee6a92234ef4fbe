import { funnelRatesPerMille, funnelSteps } from '@cadeau/contracts';
import { funnelCsvHeader, csvLanguageOf, perMilleAsPercent } from '../domain/report-csv';
import type { CampaignDeps } from './deps';
import { engagementFunnelOf } from './platform-engagement-funnel';
import { answerCsv } from './report-csv-answer';
import type { Handler } from './routes';

/**
 * GET /platform/reports/engagement-funnel/export: the report's campaigns (every one, same filters and order) as
 * CSV in the user's language (German: `;` and decimal comma, as Excel in Switzerland reads it), a total row
 * last, formula cells escaped. Campaigns are few (thousands at most), so the file is built in memory.
 */
export const handleEngagementFunnelExport =
  (deps: CampaignDeps): Handler<'GET /platform/reports/engagement-funnel/export'> =>
  async (ctx, { query, user }) => {
    const report = await engagementFunnelOf(deps, query, null);
    const language = csvLanguageOf(user?.language);
    const row = (name: string, giver: string, counts: (typeof report)['totals'], base: number) => {
      const rates = funnelRatesPerMille(counts, base);
      return [
        name,
        giver,
        ...funnelSteps.map((s) => counts[s]),
        ...funnelSteps.slice(1).map((s) => perMilleAsPercent(rates[s], language)),
      ];
    };
    const rows = report.campaigns.items.map((c) => row(c.name, c.organizationName ?? '', c.counts, c.recipientsToDate));
    rows.push(row(funnelCsvHeader(language).total, '', report.totals, report.recipientsToDate));
    answerCsv(ctx, `engagement-funnel-${report.from}-${report.to}.csv`, language, [
      funnelCsvHeader(language).columns,
      ...rows,
    ]);
  };
