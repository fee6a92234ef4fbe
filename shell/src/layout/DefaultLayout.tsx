import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderControls } from './HeaderControls';
import { InternalLink } from './InternalLink';
import { Logo } from './Logo';

const FOOTER_LINKS = ['imprint', 'privacy', 'tos', 'contact'] as const;

/**
 * Public pages: header with logo, language and colour mode; the page; a footer. Plain elements styled by the
 * shell's CSS (index.html), so a public page downloads no antd of the shell; the page itself (a micro-frontend)
 * brings the antd components it uses.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <header className="shell-header">
        <Logo />
        <HeaderControls />
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell-footer">
        <nav aria-label={t('layout.footerNavigation')} className="footer-links">
          {FOOTER_LINKS.map((page) => (
            <InternalLink key={page} href={`/${page}`}>
              {t(`layout.footerLinks.${page}`)}
            </InternalLink>
          ))}
        </nav>
        {t('layout.footer', { year: new Date().getFullYear() })} · {t('app.tagline')}
      </footer>
    </div>
  );
}
