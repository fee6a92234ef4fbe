import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@cadeau/ui/cockpit';

const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  rejected: 'red',
  blocked: 'volcano',
};

/** An organisation's status as the kit's status tag, with its word from `admin.status.*`. */
export function OrganizationStatusTag({ status }: { status: string }) {
  return <StatusTag status={status} colors={statusColors} textKey="admin.status" />;
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
