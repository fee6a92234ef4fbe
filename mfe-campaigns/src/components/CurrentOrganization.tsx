import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyUser } from '@cadeau/contracts';
import { useMyOrganization } from '@cadeau/ui/api';
import { SecondaryText } from '@cadeau/ui/cockpit';

const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  rejected: 'red',
  blocked: 'volcano',
};

/**
 * The current organisation's name (to its page) and status. A member's comes with the user; a platform
 * administrator may look at an organisation without belonging to it, whose name then comes from the server.
 */
export function CurrentOrganization({ user }: { user: MyUser }) {
  const { t } = useTranslation();
  const membership = user.organizations.find((o) => o.id === user.currentOrganizationId);
  const fetched = useMyOrganization(!membership && !!user.currentOrganizationId);
  const org = membership ?? (user.currentOrganizationId ? fetched.data : undefined);
  if (!org) return null;
  return (
    <p
      style={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
      data-testid="dashboard-organization"
    >
      <SecondaryText>{`${t('campaigns.dashboard.organization')}:`}</SecondaryText>
      <Link to="/cockpit/my-organization" data-testid="dashboard-organization-link">
        {org.name}
      </Link>
      <Tag color={statusColors[org.status]} data-testid="dashboard-organization-status" data-status={org.status}>
        {t(`profile.statusNames.${org.status}`)}
      </Tag>
    </p>
  );
}
