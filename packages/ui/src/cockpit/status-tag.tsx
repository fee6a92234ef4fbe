import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/**
 * A status as a coloured tag with its word (colour is never the only sign). Each app names its statuses:
 * `colors` (antd tag colours; a status without one is grey) and `textKey`, the prefix of their texts
 * (`<textKey>.<status>`).
 */
export function StatusTag<S extends string>({
  status,
  colors,
  textKey,
  testId = 'status',
}: {
  status: S;
  colors: Partial<Record<S, string>>;
  textKey: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid={testId} data-status={status}>
      {t(`${textKey}.${status}`)}
    </Tag>
  );
}
