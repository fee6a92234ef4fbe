import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ProductDetail } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import {
  BackLink,
  Fields,
  LoadError,
  PageSkeleton,
  PageTitle,
  Panel,
  StatusWithReason,
  Stack,
} from '@cadeau/ui/cockpit';
import { formatBasisPoints, formatChf, formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProduct } from '../api/products';
import { AuditList } from '../components/AuditList';
import { ProductActions } from '../components/ProductActions';
import { ProductPreview } from '../components/ProductPreview';
import { ProductStatusTag } from '../components/StatusTag';
import { VersionHistory } from '../components/VersionHistory';
import { showsAvailability, WeeklyAvailability } from '../components/WeeklyAvailability';
import { actionsFor, mayHaveOrders } from '../domain/actions';
import { mayReadAudit, viewerOf } from '../domain/viewer';

/** Why the platform refused or blocked the product, where the seller looks first. */
function StatusReason({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  if (!product.statusReason || (product.status !== 'rejected' && product.status !== 'blocked')) return null;
  const rejected = product.status === 'rejected';
  return (
    <StatusWithReason
      testId="status-reason"
      title={t(rejected ? 'products.detail.rejectedTitle' : 'products.detail.blockedTitle')}
      reason={product.statusReason}
      help={rejected && t('products.detail.rejectedHelp')}
    />
  );
}

/**
 * /cockpit/products/:productId: one version of a product. Its seller edits it while draft or rejected and
 * publishes, pauses, resumes, ends or versions it; a platform administrator reviews (approve, reject with a
 * reason) or blocks it. The rejection reason stands at the top; below the facts, the recipients' preview, the
 * versions of the group and the recorded changes.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const { productId = '' } = useParams();
  const { data: user } = useMyUser();
  const { data: product, isPending, error, refetch } = useProduct(productId);
  const lang = currentLanguage();
  if (isPending) return <PageSkeleton />;
  if (!product)
    return (
      <LoadError error={error} onRetry={() => void refetch()} back="/cockpit/products" backLabel={t('products.back')} />
    );
  const name = product.name[lang] || product.name.en;
  const actions = actionsFor(product.status, viewerOf(user, product.organizationId));
  const days = (count: number) => t('products.detail.deliveryDaysValue', { count });
  // A donation (ADR 0020): its price is the donated amount; it has no shipping cost and nothing to deliver.
  const donation = product.type === 'donation';
  return (
    <Stack vertical maxWidth={1100} testId="product-page">
      <BackLink to="/cockpit/products">{t('products.back')}</BackLink>
      <PageTitle title={name}>
        {name} <ProductStatusTag status={product.status} />
      </PageTitle>
      <StatusReason product={product} />
      {product.status === 'pending' && <Alert type="info" showIcon title={t('products.detail.pendingNote')} />}
      {actions.length > 0 && (
        <Panel title={t('products.actions.title')} testId="product-actions">
          <ProductActions product={product} actions={actions} />
        </Panel>
      )}
      <Panel>
        <Fields
          items={[
            { label: t('products.detail.number'), value: product.number, testId: 'product-number' },
            { label: t('products.detail.version'), value: product.version, testId: 'product-version-number' },
            ...(user?.isPlatformAdmin
              ? [{ label: t('products.detail.organization'), value: product.organizationName ?? '—' }]
              : []),
            { label: t('products.detail.type'), value: t(`products.type.${product.type}`) },
            {
              label: t(donation ? 'products.detail.donatedAmount' : 'products.detail.price'),
              value: formatChf(product.priceRappen),
              testId: 'product-price',
            },
            ...(donation ? [] : [{ label: t('products.detail.shipping'), value: formatChf(product.shippingRappen) }]),
            {
              label: t('products.detail.vat'),
              value: product.vat
                ? `${formatChf(product.vat.priceVatRappen)} (${formatBasisPoints(product.vat.rateBasisPoints, lang)} %)`
                : t('products.detail.vatNone'),
              testId: 'product-vat',
            },
            { label: t('products.detail.weeklyAvailability'), value: product.weeklyAvailability },
            ...(donation
              ? []
              : [
                  {
                    label: t('products.detail.deliveryDays'),
                    value: days(product.deliveryDays),
                    testId: 'product-delivery-days',
                  },
                ]),
            {
              label: t(donation ? 'products.detail.donationInfo' : 'products.detail.warranty'),
              value: product.warranty,
            },
            { label: t('products.detail.updatedAt'), value: formatDateTime(product.updatedAt, lang) },
            ...(mayHaveOrders(product)
              ? [
                  {
                    label: t('products.detail.orders'),
                    value: (
                      <Link to={`/cockpit/orders?productId=${product.id}`} data-testid="product-orders">
                        {t('products.detail.ordersLink')}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Panel>
      {showsAvailability(product.status) && <WeeklyAvailability product={product} />}
      <Panel title={t('products.preview.title')} testId="product-preview-panel">
        <ProductPreview product={product} />
      </Panel>
      <Panel title={t('products.versions.title')}>
        <VersionHistory product={product} />
      </Panel>
      {mayReadAudit(user) && (
        <Panel title={t('products.audit.title')}>
          <AuditList productId={product.id} />
        </Panel>
      )}
    </Stack>
  );
}
