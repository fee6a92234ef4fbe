import type { ReactNode } from 'react';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { navigate } from '@cadeau/ui/navigation';

export interface NavItem {
  key: string;
  icon: ReactNode;
  label: string;
}

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The theme colours the navigation's rules in index.html (`.cockpit-nav`) read. Exported for the focus ring's
 * contrast test (shell/src/focus-rings.test.ts), which judges `--nav-focus` against the link backgrounds here.
 */
export function navigationVars(token: Token): Record<string, string> {
  return {
    '--nav-text': token.colorText,
    '--nav-hover': token.colorBgTextHover,
    '--nav-selected-bg': token.colorPrimaryBg,
    // The link green, not colorPrimary: in dark mode the primary green is a button background, too dark as text.
    '--nav-selected': token.colorLink,
    '--nav-radius': `${token.borderRadiusLG}px`,
    '--nav-focus': token.colorPrimaryBorder,
    // The count beside a link (issue 20): the page's background colour on the link green, in both modes.
    '--nav-badge-text': token.colorBgContainer,
  };
}

/**
 * The cockpit's side navigation: a list of links, the current page's marked with aria-current="page". Plain links
 * instead of antd's Menu, which brings rc-menu and rc-overflow to every cockpit page (ADR 0004); the look is the
 * inline menu's, from the same theme tokens (the rules are `.cockpit-nav` in index.html). Links keep their href, so a
 * middle click or "open in new tab" works; a plain click navigates inside the page.
 */
export function SideNavigation({
  id,
  items,
  path,
  onNavigate,
  badges = {},
  children,
}: {
  id: string;
  items: readonly NavItem[];
  path: string;
  onNavigate?: () => void;
  /** A count beside a link (the dashboard: the platform's tasks, issue 20) with its words for screen readers. */
  badges?: Record<string, { count: number; label: string }>;
  /** Shown above the links, inside the landmark (the drawer's switches on narrow screens). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const current = (key: string) => path === key || path.startsWith(`${key}/`);
  const vars = navigationVars(token);
  return (
    <nav id={id} aria-label={t('layout.mainNavigation')} className="cockpit-nav" style={vars}>
      {children}
      <ul>
        {items.map((i) => (
          <li key={i.key}>
            <a
              href={i.key}
              aria-current={current(i.key) ? 'page' : undefined}
              onClick={(e) => {
                // Modified clicks (new tab, new window) are the browser's.
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                navigate(i.key);
                onNavigate?.();
              }}
            >
              <span aria-hidden="true" className="cockpit-nav-icon">
                {i.icon}
              </span>
              <span>{t(i.label)}</span>
              {(badges[i.key]?.count ?? 0) > 0 && (
                <span className="cockpit-nav-badge" data-testid={`nav-badge-${i.key}`}>
                  <span aria-hidden="true">{badges[i.key]!.count}</span>
                  <span className="visually-hidden">{badges[i.key]!.label}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
