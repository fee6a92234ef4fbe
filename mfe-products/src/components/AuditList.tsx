import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProductAudit } from '../api/products';
import { Paragraph } from '@cadeau/ui/cockpit';

/**
 * The words for every field an audit entry of svc-catalog names (db/product-changes.ts): the product's fields in the
 * screens' words, and what a copy, a new version, a review and a replacement record. A field not named here shows
 * as "Other details", never as its key (issue 23).
 */
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
  imageAlts: 'products.images.alts',
  videoId: 'products.video.label',
  status: 'products.detail.status',
  reason: 'products.review.reason',
  templateOf: 'products.audit.field.templateOf',
  versionOf: 'products.audit.field.versionOf',
  version: 'products.audit.field.version',
  replacedBy: 'products.audit.field.replacedBy',
};

/** A status change as "Status: Draft → In review" (the first status of a clock-made entry may be missing). */
function statusChange(value: object, t: (key: string) => string): string | null {
  const status = (value as { status?: { from?: unknown; to?: unknown } }).status;
  if (!status || typeof status !== 'object' || typeof status.to !== 'string') return null;
  const from = typeof status.from === 'string' ? `${t(`products.status.${status.from}`)} → ` : '';
  return `${t('products.detail.status')}: ${from}${t(`products.status.${status.to}`)}`;
}

/** What an entry changed (`{ field: { from, to } }`) in the screens' words: a status as "from → to", then the fields. */
function changedFields(value: unknown, t: (key: string) => string): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const status = statusChange(value, t);
  const fields = Object.keys(value)
    .filter((field) => field !== 'status' || !status)
    .map((field) => t(fieldLabels[field] ?? 'products.audit.field.other'));
  return [...new Set([status, ...fields])].filter(Boolean).join(', ');
}

/** The audit entries about one product, newest first (who did what when), from svc-identity's one audit log. */
export function AuditList({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const audit = useProductAudit(productId, true);
  if (audit.isPending) return <Paragraph>{t('common.loading')}</Paragraph>;
  const entries: AuditEntry[] = audit.data?.items ?? [];
  if (!entries.length) return <Paragraph>{t('products.audit.empty')}</Paragraph>;
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
