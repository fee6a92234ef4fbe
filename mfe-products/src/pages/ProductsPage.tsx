import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@cadeau/contracts';
import { productStatuses, productTypes } from '@cadeau/contracts/values';
import { useMyUser } from '@cadeau/ui/api';
import { PageTitle } from '@cadeau/ui/cockpit';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { useProductList } from '../api/products';
import { ListUnavailable } from '../components/ListUnavailable';
import { ProductStatusTag } from '../components/StatusTag';
import { mayChangeProducts } from '../domain/viewer';

// Only a seller who opens it downloads the dialog (antd Modal and Select): the list itself stays lighter.
const TemplateDialog = lazy(() => import('../components/TemplateDialog'));

/**
 * /cockpit/products: the one product list. A seller sees their organisation's products; a platform administrator
 * every organisation's (with the seller column), and "To review" (`?status=pending`) is the review queue. Sorted,
 * filtered and paged by the server. Anyone else (a giver, who finds no entry in the navigation but may type the
 * address) gets the server's refusal as a no-access state, not an empty list.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const admin = !!user?.isPlatformAdmin;
  // New products and copies are for the roles that change products; user and designer read the list.
  const seller = mayChangeProducts(user);
  const linkedStatus = productStatuses.find((s) => s === search.get('status'));
  const lang = currentLanguage();
  const state = useListState({
    sort: 'updatedAt',
    order: 'desc',
    scope: admin ? 'all' : 'own',
    language: lang,
    status: linkedStatus,
  });
  const query = useProductList(state.params);
  const [templateOpen, setTemplateOpen] = useState(false);
  const title = admin ? t('products.allTitle') : t('products.title');

  return (
    <div data-testid="products-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <PageTitle title={title} />
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {admin && (
            <Button
              data-testid="to-review"
              aria-pressed={state.params.status === 'pending'}
              type={state.params.status === 'pending' ? 'primary' : 'default'}
              onClick={() => state.setFilter('status', state.params.status === 'pending' ? undefined : 'pending')}
            >
              {t('products.list.toReview')}
            </Button>
          )}
          {seller && (
            <>
              <Button data-testid="new-from-template" onClick={() => setTemplateOpen(true)}>
                {t('products.newFromTemplate')}
              </Button>
              <Button type="primary" data-testid="new-product" onClick={() => navigate('/cockpit/products/new')}>
                {t('products.newProduct')}
              </Button>
            </>
          )}
        </div>
      </div>
      {query.error && !query.data ? (
        <ListUnavailable area="products" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ListTable<Product>
          state={state}
          query={query}
          testId="products-table"
          caption={title}
          search
          empty={t('products.list.empty')}
          filters={[
            {
              name: 'status',
              label: t('products.list.statusFilter'),
              options: productStatuses.map((s) => ({ value: s, label: t(`products.status.${s}`) })),
            },
            {
              name: 'type',
              label: t('products.list.typeFilter'),
              options: productTypes.map((s) => ({
                value: s,
                label: t(`products.type.${s}`),
              })),
            },
          ]}
          columns={[
            { key: 'number', title: t('products.list.number'), sorter: true, dataIndex: 'number' },
            {
              key: 'name',
              title: t('products.list.name'),
              sorter: true,
              render: (p) => <Link to={`/cockpit/products/${p.id}`}>{p.name[lang] || p.name.en}</Link>,
            },
            ...(admin
              ? [
                  {
                    key: 'organization',
                    title: t('products.list.organization'),
                    render: (p: Product) => p.organizationName ?? '—',
                  },
                ]
              : []),
            { key: 'type', title: t('products.list.type'), render: (p) => t(`products.type.${p.type}`) },
            {
              key: 'price',
              title: t('products.list.price'),
              sorter: true,
              align: 'end',
              render: (p) => formatChf(p.priceRappen),
            },
            { key: 'version', title: t('products.list.version'), render: (p) => p.version },
            {
              key: 'status',
              title: t('products.list.status'),
              sorter: true,
              render: (p) => <ProductStatusTag status={p.status} />,
            },
            {
              key: 'updatedAt',
              title: t('products.list.updatedAt'),
              sorter: true,
              render: (p) => formatDate(p.updatedAt, lang),
            },
          ]}
        />
      )}
      {seller && templateOpen && (
        <Suspense fallback={null}>
          <TemplateDialog open onClose={() => setTemplateOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
