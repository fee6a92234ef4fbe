import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What happens while an organisation is pending (issue 9): under review, a mail follows the decision, and
 * what its admin can prepare meanwhile, instead of only a "Pending" tag. Members who are not admins learn
 * that their administrators are told. Shown on the dashboard and on the organisation's overview.
 */
export function PendingOrganizationNotice({
  name,
  admin,
  testId = 'pending-organization',
}: {
  name: string;
  admin: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      style={{
        // The page's own surface and text colours (their contrast is the theme's), marked by a coloured edge.
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `4px solid ${token.colorInfo}`,
        borderRadius: token.borderRadiusLG,
        padding: '16px 24px',
        color: token.colorText,
      }}
    >
      <h2 id={`${testId}-title`} style={{ margin: '0 0 8px', fontSize: 18, fontWeight: 600 }}>
        {t('pendingOrganization.title', { name })}
      </h2>
      <p style={{ margin: '0 0 8px' }}>{t('pendingOrganization.review')}</p>
      <p style={{ margin: 0 }} data-testid={`${testId}-mail`}>
        {t(admin ? 'pendingOrganization.mailAdmin' : 'pendingOrganization.mailMember')}
      </p>
      {admin && (
        <>
          <p style={{ margin: '12px 0 4px' }}>{t('pendingOrganization.meanwhile')}</p>
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid={`${testId}-steps`}>
            <li>
              <Link to="/cockpit/my-organization">{t('pendingOrganization.completeData')}</Link>
            </li>
            <li>
              <Link to="/cockpit/my-organization/invitations">{t('pendingOrganization.inviteTeam')}</Link>
            </li>
            <li>
              <Link to="/cockpit/my-profile">{t('pendingOrganization.profile')}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
