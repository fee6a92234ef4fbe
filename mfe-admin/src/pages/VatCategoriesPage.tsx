import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListPage, useListState } from '@cadeau/ui/list';
import { useVatCategoryPage, type VatCategoryRow } from '../api/vat-categories';
import { formatDay } from '../components/vat/day';
import { formatRate } from '../components/vat/percent';
import { VatFlags } from '../components/vat/VatFlags';

/**
 * /cockpit/vat-categories: every VAT category with the rate in force today, paged, sorted and filtered by the
 * server; each opens its editor, and "New VAT category" an empty one.
 */
export default function VatCategoriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  // The name column sorts by the name the administrator reads.
  const nameKey = lang === 'de' ? 'nameDe' : 'nameEn';
  const state = useListState({ sort: nameKey, order: 'asc' });
  const query = useVatCategoryPage(state.params);
  const yesNo = [
    { value: 'true', label: t('admin.list.yes') },
    { value: 'false', label: t('admin.list.no') },
  ];
  return (
    <ListPage<VatCategoryRow>
      pageTestId="vat-categories-page"
      title={t('admin.vatCategories.title')}
      actions={
        <Button
          type="primary"
          data-testid="new-vat-category"
          onClick={() => void navigate('/cockpit/vat-categories/new')}
        >
          {t('admin.vatCategories.newCategory')}
        </Button>
      }
      state={state}
      query={query}
      testId="vat-categories-table"
      search
      filters={[
        { name: 'isDefault', label: t('admin.vatCategories.defaultFilter'), options: yesNo },
        { name: 'isShipping', label: t('admin.vatCategories.shippingFilter'), options: yesNo },
        { name: 'outsideScope', label: t('admin.vatCategories.outsideScopeFilter'), options: yesNo },
      ]}
      columns={[
        {
          key: nameKey,
          title: t('admin.vatCategories.name'),
          sorter: true,
          render: (c) => <Link to={`/cockpit/vat-categories/${c.id}`}>{c.name[lang]}</Link>,
        },
        {
          key: 'rate',
          title: t('admin.vatCategories.rateInForce'),
          sorter: true,
          render: (c) =>
            c.rateInForce ? (
              <span data-testid="vat-rate-in-force">
                {formatRate(c.rateInForce.rateBasisPoints, lang)}{' '}
                {t('admin.vatCategories.since', { date: formatDay(c.rateInForce.validFrom, lang) })}
              </span>
            ) : (
              t('admin.vatCategories.noRate')
            ),
        },
        { key: 'flags', title: t('admin.vatCategories.flags'), render: (c) => <VatFlags category={c} /> },
        {
          key: 'updatedAt',
          title: t('admin.vatCategories.updatedAt'),
          sorter: true,
          render: (c) => formatDate(c.updatedAt, lang),
        },
      ]}
    />
  );
}
