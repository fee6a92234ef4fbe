import { useTranslation } from 'react-i18next';
import type { AuditEntry, CampaignDetail } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCampaignAudit } from '../api/campaigns';
import { SectionPanel } from '../workspace/SectionPanel';
import { Paragraph } from '@cadeau/ui/cockpit';

/**
 * The words for every field an audit entry of svc-campaign names: the campaign's own fields in the screens' words
 * (db/campaign-changes.ts: creation, saving, status), and what a copy, a code export or sent code and the campaign
 * clock record (db/campaign-changes.ts, api/export-vouchers.ts, db/voucher-sends.ts, workers/campaign-clock.ts).
 * A field not named here shows as "Other details", never as its key (issue 23).
 */
const fieldLabels: Record<string, string> = {
  name: 'campaigns.list.name',
  type: 'campaigns.list.type',
  startDate: 'campaigns.timespan.start',
  endDate: 'campaigns.timespan.end',
  budgetRappen: 'campaigns.sections.budget',
  productIds: 'campaigns.sections.products',
  status: 'campaigns.list.status',
  reason: 'common.reason.label',
  templateOf: 'campaigns.audit.field.templateOf',
  copy: 'campaigns.audit.field.copy',
  vouchersExported: 'campaigns.audit.field.vouchersExported',
  codeSent: 'campaigns.audit.field.codeSent',
  clock: 'campaigns.audit.field.clock',
};

/** The part of the campaign an entry is about, when it is not the campaign's own fields. */
const partLabels: Record<string, string> = {
  campaignMailDesign: 'campaigns.sections.mailDesign',
  campaignGreetingDesign: 'campaigns.sections.greetingDesign',
  campaignRecipients: 'campaigns.sections.recipients',
};

type T = (key: string, values?: Record<string, unknown>) => string;

/** What an entry changed in the screens' words: the part, a status as "from → to", or the fields it names. */
function changeOf(entry: AuditEntry, t: T): string {
  if (partLabels[entry.entity]) return t(partLabels[entry.entity]);
  const value = entry.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const status = (value as { status?: { from?: unknown; to?: unknown } }).status;
  const statusText =
    status && typeof status === 'object' && typeof status.to === 'string'
      ? `${t('campaigns.list.status')}: ${typeof status.from === 'string' ? `${t(`campaigns.status.${status.from}`)} → ` : ''}${t(`campaigns.status.${status.to}`)}`
      : null;
  const fields = Object.keys(value)
    .filter((field) => field !== 'status' || !statusText)
    .map((field) => t(fieldLabels[field] ?? 'campaigns.audit.field.other'));
  return [...new Set([statusText, ...fields])].filter(Boolean).join(', ');
}

/**
 * The recorded changes of the campaign, newest first (who did what when), from svc-identity's one audit log.
 * GET /audit answers platform administrators and organisation admins; the workspace shows it to them only.
 */
export function AuditSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const audit = useCampaignAudit(campaign.id, true);
  const entries: AuditEntry[] = audit.data?.items ?? [];
  return (
    <SectionPanel section="audit" title={t('campaigns.sections.audit')}>
      {audit.isPending ? (
        <Paragraph>{t('common.loading')}</Paragraph>
      ) : !entries.length ? (
        <Paragraph>{t('campaigns.audit.empty')}</Paragraph>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="campaign-audit">
          {entries.map((e) => {
            const fields = changeOf(e, t);
            return (
              <li key={e.id} data-testid="audit-entry">
                {formatDateTime(e.createdAt, lang)}: {t(`campaigns.audit.action.${e.action}`)}
                {fields && ` (${fields})`}{' '}
                {e.user ? t('campaigns.audit.by', { name: e.user.name }) : t('campaigns.audit.system')}
              </li>
            );
          })}
        </ul>
      )}
    </SectionPanel>
  );
}
