import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProductAudit } from '../api/products';

/** The words of the screens for the fields an audit entry names (svc-catalog's field names). */
const fieldLabels: Record<string, string> = {
  name: 'products.list.name',
  description: 'products.detail.description',
  type: 'products.detail.type',
  priceRappen: 'products.detail.price',
  shippingRappen: 'products.detail.shipping',
  vatCategoryId: 'products.form.vatCategory',
  weeklyAvailability: 'products.detail.weeklyAvailability',
  deliveryDays: 'products.detail.deliveryDays',
  warranty: 'products.detail.warranty',
  imageIds: 'products.detail.images',
  videoId: 'products.video.label',
  status: 'products.detail.status',
  reason: 'products.review.reason',
};

/** The fields an entry changed (`{ field: { from, to } }`) in the screens' words; unknown ones as named. */
function changedFields(value: unknown, t: (key: string) => string): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  return Object.keys(value)
    .map((field) => (fieldLabels[field] ? t(fieldLabels[field]) : field))
    .join(', ');
}

/** The audit entries about one product, newest first (who did what when), from svc-identity's one audit log. */
export function AuditList({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const audit = useProductAudit(productId, true);
  if (audit.isPending) return <p style={{ margin: 0 }}>{t('common.loading')}</p>;
  const entries: AuditEntry[] = audit.data?.items ?? [];
  if (!entries.length) return <p style={{ margin: 0 }}>{t('products.audit.empty')}</p>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="product-audit">
      {entries.map((e) => {
        const fields = changedFields(e.value, t);
        return (
          <li key={e.id} data-testid="audit-entry">
            {formatDateTime(e.createdAt, lang)}: {t(`products.audit.action.${e.action}`)}
            {fields && ` (${fields})`}{' '}
            {e.user ? t('products.audit.by', { name: e.user.name }) : t('products.audit.system')}
          </li>
        );
      })}
    </ul>
  );
}
