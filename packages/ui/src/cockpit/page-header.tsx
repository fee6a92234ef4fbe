import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { Stack } from './stack';

/**
 * A cockpit page's heading with the page's actions beside it ("New campaign", "To review"), which wrap under the
 * heading on a phone. Without actions it is the heading alone.
 */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  if (!actions) return <PageTitle title={title} />;
  return (
    <Stack wrap gap="sm" align="center" justify="space-between">
      <PageTitle title={title} />
      <Stack wrap gap="sm">
        {actions}
      </Stack>
    </Stack>
  );
}
