import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The way back above a page's title. As wide as its text, not the whole row: a flex column would stretch it, and
 * a pointer resting anywhere on that row (after a click on the page before) would show it hovered, in antd's
 * lighter hover green.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ alignSelf: 'flex-start' }}>
      ← {children}
    </Link>
  );
}
