import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProductAudit } from '../api/products';

/** The names of the fields an entry changed (`{ field: { from, to } }`), else nothing. */
function changedFields(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  return Object.keys(value).join(', ');
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
        const fields = changedFields(e.value);
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
