import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { usePageTitle } from '@cadeau/ui/hooks';
import { linkStyle } from '../../components/Page';
import { documents, type DocumentName } from './documents';
import { DOCUMENTS_UPDATED } from './operator';

const names: DocumentName[] = ['imprint', 'privacy', 'tos'];

/** /imprint, /privacy and /tos: a content document in the page language, with links between the three. */
export default function LegalPage({ name }: { name: DocumentName }) {
  const { t } = useTranslation();
  usePageTitle(t(`public.legal.${name}`));
  const lang = currentLanguage();
  const [path] = useLocation();
  return (
    <article
      data-testid={`${name}-page`}
      data-content-document={name}
      aria-labelledby={`${name}-title`}
      className="card"
      style={{ maxWidth: 760 }}
      lang={lang}
    >
      <nav
        aria-label={t('public.legal.navigation')}
        style={{ display: 'flex', gap: 16, marginBottom: 16, flexWrap: 'wrap' }}
      >
        {names.map((n) => (
          <Link
            key={n}
            to={`/${n}`}
            aria-current={path === `/${n}` ? 'page' : undefined}
            style={{ ...linkStyle, fontWeight: path === `/${n}` ? 600 : 400 }}
          >
            {t(`public.legal.${n}`)}
          </Link>
        ))}
      </nav>
      <p style={{ color: 'var(--c-text-2)', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5, margin: 0 }}>
        {t('public.legal.contentDocument')}
      </p>
      <h1 id={`${name}-title`}>{t(`public.legal.${name}`)}</h1>
      <p className="lead">{t('public.legal.updated', { date: formatDate(DOCUMENTS_UPDATED, lang) })}</p>
      {documents[name][lang].map((section) => (
        <section key={section.heading}>
          <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
