import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@cadeau/ui/navigation';

export function Logo({ href = '/' }: { href?: string }) {
  const { t } = useTranslation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} className="logo">
      <img src="/favicon-32x32.png" alt="" width={28} height={28} />
      <span>{t('app.name')}</span>
    </a>
  );
}
