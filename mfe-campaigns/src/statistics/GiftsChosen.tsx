import { useTranslation } from 'react-i18next';
import type { CampaignStatistics } from '@cadeau/contracts';
import { formatCount } from '@cadeau/ui/charts';
import { formatChf } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable } from '@cadeau/ui/list';

type Gift = CampaignStatistics['gifts'][number];

/** The gifts the recipients chose, most chosen first, with what they cost the budget (issue 20). */
export function GiftsChosen({ gifts }: { gifts: Gift[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ListTable<Gift>
      rows={gifts}
      testId="statistics-gifts"
      caption={t('campaigns.statistics.gifts.caption')}
      empty={t('campaigns.statistics.gifts.empty')}
      rowKey={(g) => g.productId}
      columns={[
        {
          key: 'product',
          title: t('campaigns.statistics.gifts.product'),
          render: (g) => g.name?.[lang] ?? t('campaigns.statistics.gifts.unknown'),
        },
        {
          key: 'count',
          title: t('campaigns.statistics.gifts.count'),
          align: 'end',
          render: (g) => formatCount(g.count, lang),
        },
        {
          key: 'value',
          title: t('campaigns.statistics.gifts.value'),
          align: 'end',
          render: (g) => formatChf(g.valueRappen),
        },
      ]}
    />
  );
}
