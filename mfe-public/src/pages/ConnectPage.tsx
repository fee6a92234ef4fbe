import { useTranslation } from 'react-i18next';
import { Actions, LinkButton, Page } from '../components/Page';

/**
 * /connect: how to get onto Cadeau. Spec section 1: new users come only by invitation or by registering an
 * organisation as giver or seller, so the page explains those ways and links to them.
 */
export default function ConnectPage() {
  const { t } = useTranslation();
  const block = (key: 'giver' | 'seller' | 'invited') => (
    <section aria-labelledby={`connect-${key}`} style={{ marginBottom: 16 }}>
      <h2 id={`connect-${key}`} style={{ fontSize: 18, margin: '0 0 4px' }}>
        {t(`public.connect.${key}Title`)}
      </h2>
      <p style={{ margin: 0 }}>{t(`public.connect.${key}Text`)}</p>
    </section>
  );
  return (
    <Page testId="connect" title={t('public.connect.title')} lead={t('public.connect.lead')} wide>
      {block('giver')}
      {block('seller')}
      {block('invited')}
      <Actions>
        <LinkButton to="/register-organization" primary>
          {t('public.connect.register')}
        </LinkButton>
        <LinkButton to="/login">{t('public.connect.login')}</LinkButton>
        <LinkButton to="/contact">{t('public.connect.contact')}</LinkButton>
      </Actions>
    </Page>
  );
}
