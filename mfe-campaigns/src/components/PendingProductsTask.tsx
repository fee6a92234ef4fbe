import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiResponse } from '@cadeau/ui/api';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { PENDING_PRODUCTS_PATH } from '../api/pending-products';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

type ProductPage = ApiResponse<'GET', '/product/list'>;

/**
 * Products released for review (issue 10: an administrator's task): the count, the newest ones by name in the
 * reader's language with their seller and release date, each leading to its review screen in mfe-products, and
 * the whole queue.
 */
export function PendingProductsTask({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  return (
    <div data-testid="dashboard-pending-products">
      <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-pending-products-count">
        {t('campaigns.dashboard.tasks.pendingProducts', { count: page.total })}
      </p>
      <ul style={listStyle}>
        {page.items.map((p) => {
          const released = t('campaigns.dashboard.tasks.releasedAt', {
            date: formatDate(p.publishedAt ?? p.updatedAt, lang),
          });
          return (
            <li key={p.id} style={itemStyle(token)} data-testid="dashboard-pending-product">
              <Link to={`/cockpit/products/${p.id}`}>{p.name[lang] || p.name.en || p.name.de}</Link>
              <span style={secondaryStyle(token)}>
                {/* The seller's name is recorded when a product is released, so a pending one has it. */}
                {p.organizationName ? `${p.organizationName} · ${released}` : released}
              </span>
            </li>
          );
        })}
      </ul>
      <p style={footerStyle}>
        <Link to={PENDING_PRODUCTS_PATH} data-testid="dashboard-pending-products-list">
          {t('campaigns.dashboard.tasks.showAllProducts')}
        </Link>
      </p>
    </div>
  );
}
