import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@cadeau/contracts';

const colors: Record<ProductStatus, string | undefined> = {
  draft: undefined,
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  paused: 'blue',
  blocked: 'volcano',
  finished: undefined,
  replaced: undefined,
  deleted: undefined,
};

/** A product's status as a coloured tag with its word (colour is never the only sign). */
export function StatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="product-status" data-status={status}>
      {t(`products.status.${status}`)}
    </Tag>
  );
}
