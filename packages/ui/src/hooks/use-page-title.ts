import { useEffect } from 'react';

/** What every tab title ends with, so a page reads "Users · Cadeau" in the tab bar and the history. */
export const TITLE_SUFFIX = 'Cadeau';

/**
 * Sets the document title to "<title> · Cadeau" while the page is shown (WCAG 2.4.2: a screen reader announces
 * it after a navigation); an empty title (still loading) leaves "Cadeau" alone.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${TITLE_SUFFIX}` : TITLE_SUFFIX;
  }, [title]);
}
