import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  rejected: 'red',
  blocked: 'volcano',
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} data-testid="status" data-status={status}>
      {t(`admin.status.${status}`)}
    </Tag>
  );
}

/** Role or feature names as tags (`admin.roles.*`, `admin.features.*`). */
export function NameTags({ names, group }: { names: readonly string[]; group: 'roles' | 'features' }) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((n) => (
        <Tag key={n}>{t(`admin.${group}.${n}`, { defaultValue: n })}</Tag>
      ))}
    </>
  );
}
