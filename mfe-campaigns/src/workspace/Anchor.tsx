import type { ReactNode } from 'react';
import { sectionAnchor } from '../domain/sections';

/** The anchor around a section that draws its own panel (recipients, designs), so links and the summary find it. */
export function Anchor({ section, children }: { section: string; children: ReactNode }) {
  return (
    <div id={sectionAnchor(section)} style={{ scrollMarginTop: 16, minWidth: 0 }}>
      {children}
    </div>
  );
}
