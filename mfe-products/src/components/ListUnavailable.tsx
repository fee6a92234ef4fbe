import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@cadeau/ui/api';
import { ErrorState } from '@cadeau/ui/cockpit';

/** The list is not this user's (403): a giver, or a member of an organisation without the seller feature. */
const isRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * What the product list shows instead of its table when the server did not answer it. A refusal is no empty
 * list ("No products yet" would promise some): it says whom the products are for and leads back to the
 * dashboard, with no retry, since asking again would answer the same. Anything else: the error with a retry.
 */
export function ProductListUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!isRefused(error)) return <ErrorState error={error} onRetry={onRetry} testId="products-load-error" />;
  return (
    <section
      data-testid="products-no-access"
      aria-labelledby="products-no-access-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 640 }}
    >
      <h2 id="products-no-access-title" style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {t('products.noAccess.title')}
      </h2>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('products.noAccess.message')}</p>
      <Link to="/cockpit/dashboard">← {t('products.noAccess.toDashboard')}</Link>
    </section>
  );
}
