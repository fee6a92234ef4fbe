import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '@cadeau/ui/hooks';
import { LinkButton, TextLink } from '../components/Page';
import { GiftCodeForm } from './redemption/GiftCodeForm';
import { PUBLIC_CSS } from './redemption/styles';

/**
 * `/`, the public start page (issue 12): a recipient enters a gift code right here and goes on to /campaign
 * with it (in the history state, never in the URL); organisations read what Cadeau is, and find registration
 * and login. Plain HTML and the shell's light kit only: it is the page with the tightest budget (200 KiB
 * gzip of JavaScript, LCP ≤ 1.8 s on a phone).
 */
export default function StartPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  usePageTitle(t('public.start.title'));
  return (
    <div className="public-wide" data-testid="start-page">
      <style>{PUBLIC_CSS}</style>
      <section aria-labelledby="start-title" className="card public-card">
        <h1 id="start-title">{t('public.start.title')}</h1>
        <p className="lead">{t('public.start.lead')}</p>
        <GiftCodeForm onCode={(code) => navigate('/campaign', { state: { code } })} />
      </section>
      <section aria-labelledby="start-organisations" className="card public-card">
        <h2 id="start-organisations">{t('public.start.organisationsTitle')}</h2>
        <p>{t('public.start.organisationsLead')}</p>
        <ul className="public-list">
          <li>{t('public.start.givers')}</li>
          <li>{t('public.start.sellers')}</li>
          <li>{t('public.start.charities')}</li>
        </ul>
        <div className="public-actions">
          <LinkButton to="/register-organization" primary>
            {t('public.start.register')}
          </LinkButton>
          <LinkButton to="/login">{t('public.start.login')}</LinkButton>
        </div>
        <p className="public-note">
          <TextLink to="/connect">{t('public.start.howToJoin')}</TextLink>
        </p>
      </section>
    </div>
  );
}
