import { useTranslation } from 'react-i18next';
import type { AuditEntry, CampaignDetail } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCampaignAudit } from '../api/campaigns';
import { SectionPanel } from '../workspace/SectionPanel';

/** The words of the screens for the fields an audit entry names (svc-campaign's field names). */
const fieldLabels: Record<string, string> = {
  name: 'campaigns.list.name',
  type: 'campaigns.sections.type',
  startDate: 'campaigns.timespan.start',
  endDate: 'campaigns.timespan.end',
  budgetRappen: 'campaigns.sections.budget',
  productIds: 'campaigns.sections.products',
  status: 'campaigns.list.status',
  reason: 'common.reason.label',
};

function changedFields(value: unknown, t: (key: string) => string): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  return Object.keys(value)
    .map((field) => (fieldLabels[field] ? t(fieldLabels[field]) : field))
    .join(', ');
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
        <p style={{ margin: 0 }}>{t('common.loading')}</p>
      ) : !entries.length ? (
        <p style={{ margin: 0 }}>{t('campaigns.audit.empty')}</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="campaign-audit">
          {entries.map((e) => {
            const fields = changedFields(e.value, t);
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
