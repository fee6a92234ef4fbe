import { useTranslation } from 'react-i18next';
import { goToSection, sectionAnchor } from '../domain/sections';

/** Links to the workspace's sections (a table of contents), wrapping onto several lines on a phone. */
export function SectionNav({ sections }: { sections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('campaigns.sections.nav')} data-testid="campaign-section-nav">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        {sections.map((s) => (
          <li key={s}>
            <a
              href={`#${sectionAnchor(s)}`}
              onClick={(e) => {
                e.preventDefault();
                goToSection(s);
              }}
            >
              {t(`campaigns.sections.${s}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
