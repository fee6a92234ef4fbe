import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useLogout, useMyUser } from '@cadeau/ui/api';
import { Popover } from './Popover';

/** The header's user menu: who is logged in, and logout. `iconOnly` (narrow screens): the name only in its label. */
export function UserMenu({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: user } = useMyUser();
  const logout = useLogout();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Popover
      kind="menu"
      label={t('layout.userMenu')}
      button={{
        icon: <UserOutlined />,
        'aria-label': `${t('layout.userMenu')}: ${name}`,
        'data-testid': 'user-menu',
        children: iconOnly ? undefined : name,
      }}
    >
      <>
        {/* Who is logged in: shown like antd's disabled item, skipped by the arrow keys. */}
        <div role="menuitem" aria-disabled="true" className="popup-item" style={{ color: token.colorTextDisabled }}>
          <span data-testid="user-menu-email">{user.email}</span>
        </div>
        <div role="separator" style={{ height: 1, margin: '4px 0', background: token.colorSplit }} />
        <button type="button" role="menuitem" tabIndex={-1} className="popup-item" onClick={() => logout.mutate()}>
          <LogoutOutlined aria-hidden="true" />
          <span data-testid="logout">{t('common.logout')}</span>
        </button>
      </>
    </Popover>
  );
}
