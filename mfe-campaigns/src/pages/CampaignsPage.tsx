import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CampaignSummary } from '@cadeau/contracts';
import { campaignStatuses } from '@cadeau/contracts/values';
import { useMyUser } from '@cadeau/ui/api';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
import { useCampaignList } from '../api/campaigns';
import { CampaignStatusTag } from '../components/CampaignStatusTag';
import { Truncated } from '../components/truncated';
import { dayAsDate } from '../domain/dates';
import { mayCreateCampaigns } from '../domain/viewer';
import { formatCount } from '../recipients/count';

// Only a giver who opens them downloads the dialogs (antd Modal, Radio, Select, Checkbox).
const NewCampaignDialog = lazy(() => import('../components/NewCampaignDialog'));
const TemplateDialog = lazy(() => import('../components/TemplateDialog'));

/**
 * /cockpit/campaigns: the campaigns of the current giver organisation, sorted, filtered by status, searched by
 * name and paged by svc-campaign. Admins and managers start a new one or one from a template. Platform
 * administrators see every organisation's with the giver column, and "To review" (`?status=pending`) is their
 * review queue.
 */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const [search] = useSearchParams();
  const admin = !!user?.isPlatformAdmin;
  const creator = mayCreateCampaigns(user);
  const linkedStatus = campaignStatuses.find((s) => s === search.get('status'));
  const lang = currentLanguage();
  const state = useListState({ sort: 'createdAt', order: 'desc', status: linkedStatus });
  const query = useCampaignList(state.params);
  const [dialog, setDialog] = useState<'new' | 'template' | null>(null);
  const title = admin ? t('campaigns.allTitle') : t('campaigns.title');
  const day = (d: string | null) => (d ? formatDate(dayAsDate(d), lang) : t('campaigns.list.noDate'));

  return (
    <ListPage<CampaignSummary>
      pageTestId="campaigns-page"
      title={title}
      review={admin ? t('campaigns.list.toReview') : undefined}
      actions={
        creator && (
          <>
            <Button data-testid="new-from-template" onClick={() => setDialog('template')}>
              {t('campaigns.template.newFromTemplate')}
            </Button>
            <Button type="primary" data-testid="new-campaign" onClick={() => setDialog('new')}>
              {t('campaigns.create.newCampaign')}
            </Button>
          </>
        )
      }
      errorTestId="campaigns-error"
      state={state}
      query={query}
      testId="campaigns-table"
      search
      empty={t('campaigns.list.empty')}
      filters={[
        listFilter('status', t('campaigns.list.statusFilter'), campaignStatuses, (s) => t(`campaigns.status.${s}`)),
      ]}
      columns={[
        {
          key: 'name',
          title: t('campaigns.list.name'),
          sorter: true,
          render: (c) => <Link to={`/cockpit/campaigns/${c.id}`}>{c.name}</Link>,
        },
        // The status right after the name: on a phone the two essentials show before the table scrolls.
        {
          key: 'status',
          title: t('campaigns.list.status'),
          sorter: true,
          render: (c) => <CampaignStatusTag status={c.status} />,
        },
        ...(admin
          ? [
              {
                key: 'organization',
                title: t('campaigns.list.organization'),
                // One line, cut with the whole name in its tooltip: wrapped, it pushed the status off a phone.
                render: (c: CampaignSummary) =>
                  c.organizationName ? <Truncated text={c.organizationName} maxWidth="min(24ch, 40vw)" /> : '—',
              },
            ]
          : []),
        { key: 'type', title: t('campaigns.list.type'), render: (c) => t(`campaigns.type.${c.type}`) },
        {
          key: 'startDate',
          title: t('campaigns.list.timespan'),
          sorter: true,
          render: (c) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {day(c.startDate)} – {day(c.endDate)}
            </span>
          ),
        },
        {
          key: 'budgetRappen',
          title: t('campaigns.list.budget'),
          sorter: true,
          align: 'end',
          render: (c) => (c.budgetRappen === null ? '—' : formatChf(c.budgetRappen)),
        },
        {
          key: 'recipients',
          title: t('campaigns.list.recipients'),
          align: 'end',
          render: (c) => formatCount(c.recipientCount),
        },
        {
          key: 'createdAt',
          title: t('campaigns.list.createdAt'),
          sorter: true,
          render: (c) => formatDate(c.createdAt, lang),
        },
      ]}
    >
      {creator && dialog && (
        <Suspense fallback={null}>
          {dialog === 'new' ? (
            <NewCampaignDialog open onClose={() => setDialog(null)} />
          ) : (
            <TemplateDialog open onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </ListPage>
  );
}
