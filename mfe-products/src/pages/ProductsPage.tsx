import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@cadeau/contracts';
import { productStatuses, productTypes } from '@cadeau/contracts/values';
import { useMyUser } from '@cadeau/ui/api';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
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
    <ListPage<Product>
      pageTestId="products-page"
      title={title}
      review={admin ? t('products.list.toReview') : undefined}
      actions={
        seller && (
          <>
            <Button data-testid="new-from-template" onClick={() => setTemplateOpen(true)}>
              {t('products.newFromTemplate')}
            </Button>
            <Button type="primary" data-testid="new-product" onClick={() => void navigate('/cockpit/products/new')}>
              {t('products.newProduct')}
            </Button>
          </>
        )
      }
      renderError={(error, retry) => <ListUnavailable area="products" error={error} onRetry={retry} />}
      state={state}
      query={query}
      testId="products-table"
      search
      empty={t('products.list.empty')}
      filters={[
        listFilter('status', t('products.list.statusFilter'), productStatuses, (s) => t(`products.status.${s}`)),
        listFilter('type', t('products.list.typeFilter'), productTypes, (s) => t(`products.type.${s}`)),
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
    >
      {seller && templateOpen && (
        <Suspense fallback={null}>
          <TemplateDialog open onClose={() => setTemplateOpen(false)} />
        </Suspense>
      )}
    </ListPage>
  );
}
