import { useTranslation } from 'react-i18next';
import type { FeedbackEntry } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState, type ListColumn } from '@cadeau/ui/list';
import { useCampaignFeedback } from '../api/vouchers';
import { Truncated } from '../components/truncated';

/**
 * The feedback and thanks the campaign's recipients left after choosing their gift, newest first, paged and
 * searched on the server. The text comes first and wraps (it is what the giver reads); a phone scrolls the
 * recipient and date into view.
 */
export function FeedbackList({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const state = useListState({ sort: 'feedbackAt', order: 'desc', pageSize: 10 });
  const query = useCampaignFeedback(campaignId, state.params);
  const columns: ListColumn<FeedbackEntry>[] = [
    {
      key: 'feedback',
      title: t('campaigns.statistics.feedbackList.text'),
      render: (f) => (
        <span
          style={{
            display: 'block',
            minWidth: '20ch',
            maxWidth: '60ch',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
          data-testid="feedback-text"
        >
          {f.feedback}
        </span>
      ),
    },
    {
      key: 'recipient',
      title: t('campaigns.statistics.feedbackList.recipient'),
      render: (f) => <Truncated text={f.email} maxWidth="min(32ch, 45vw)" />,
    },
    {
      key: 'feedbackAt',
      title: t('campaigns.statistics.feedbackList.at'),
      sorter: true,
      render: (f) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.feedbackAt, lang)}</span>,
    },
  ];
  return (
    <ListTable<FeedbackEntry>
      testId="feedback-list"
      caption={t('campaigns.statistics.feedbackList.caption')}
      landmark={t('campaigns.statistics.feedbackList.title')}
      rowKey={(f) => f.voucherId}
      state={state}
      query={query}
      search
      columns={columns}
      empty={t('campaigns.statistics.feedbackList.empty')}
    />
  );
}
