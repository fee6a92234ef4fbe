import { useTranslation } from 'react-i18next';
import { InternalLink } from './InternalLink';

export function Logo({ href = '/' }: { href?: string }) {
  const { t } = useTranslation();
  return (
    <InternalLink href={href} className="logo">
      <img src="/favicon-32x32.png" alt="" width={28} height={28} />
      <span>{t('app.name')}</span>
    </InternalLink>
  );
}
