import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { goToSection, sectionAnchor } from '../domain/sections';

/**
 * Opens the workspace at the section its address names (`#campaign-section-statistics`, where the dashboard's
 * feedback leads), once the campaign is shown: the browser's own jump happens before a lazily loaded page has
 * rendered the anchor, so it would land at the top.
 */
export function useHashSection(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const prefix = `#${sectionAnchor('')}`;
    if (!ready || !hash.startsWith(prefix)) return;
    goToSection(decodeURIComponent(hash.slice(prefix.length)));
  }, [ready, hash]);
}
