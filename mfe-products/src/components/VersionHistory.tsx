import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from '@cadeau/contracts';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ProductStatusTag } from './StatusTag';
import { Paragraph } from '@cadeau/ui/cockpit';

/** Every version of the product's group, newest first: the one shown is marked, the others link to their page. */
export function VersionHistory({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (product.versions.length < 2) return <Paragraph>{t('products.versions.empty')}</Paragraph>;
  return (
    <ol reversed style={{ margin: 0, paddingInlineStart: 20 }} data-testid="product-versions">
      {product.versions.map((v) => (
        <li key={v.id} data-testid="product-version" style={{ marginBottom: 4 }}>
          {v.id === product.id ? (
            <strong aria-current="page">
              {t('products.versions.version', { version: v.version })} ({t('products.versions.current')})
            </strong>
          ) : (
            // Underlined: a link in a line of text must not be told apart by its colour alone (axe, dark mode).
            <Link to={`/cockpit/products/${v.id}`} style={{ textDecoration: 'underline' }}>
              {t('products.versions.version', { version: v.version })}
            </Link>
          )}{' '}
          <ProductStatusTag status={v.status} /> {formatDate(v.updatedAt, lang)}
        </li>
      ))}
    </ol>
  );
}
