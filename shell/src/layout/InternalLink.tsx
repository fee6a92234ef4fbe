import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@cadeau/ui/navigation';

/** A link inside the platform: a plain click navigates without reload; modified clicks stay the browser's. */
export function InternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
