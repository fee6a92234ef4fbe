import type { ReactNode } from 'react';
import { Panel } from '@cadeau/ui/cockpit';
import { sectionAnchor } from '../domain/sections';

/** One anchored section of the workspace: the summary and the section navigation link to its id. */
export function SectionPanel({ section, title, children }: { section: string; title: string; children: ReactNode }) {
  return (
    <div id={sectionAnchor(section)} data-testid={sectionAnchor(section)} style={{ scrollMarginTop: 16 }}>
      <Panel title={title}>{children}</Panel>
    </div>
  );
}
