import { PageSkeleton } from '@cadeau/ui/cockpit';
import { MfeSlot } from '../runtime/mfe-host';
import type { View } from '../runtime/view-store';
import { ErrorPage } from '../pages/ErrorPage';
import { NoAccessPage } from '../pages/NoAccessPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Loading } from './Loading';
import type { ReactNode } from 'react';

/**
 * The box a micro-frontend renders in. The start page's build-time copy (scripts/prerender.tsx) is rendered in the
 * same box, so the copy and the live page lie on the page alike.
 */
export function AppFrame({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <div style={{ position: 'relative', minHeight: 240 }} aria-busy={loading}>
      {children}
    </div>
  );
}

/** The content area of a layout: the active micro-frontend (with a loading indicator) or a shell page. */
export function ViewContent({ view, onRetry }: { view: View; onRetry: () => void }) {
  switch (view.kind) {
    case 'app':
      return (
        <AppFrame loading={view.loading}>
          {/* A hanging remote fails only after MF's 20 s script timeout: show that something is happening. A
              cockpit page shows the shape of a page (as its own loading states do), a public page the spinner. */}
          {view.loading && (
            <div style={{ position: 'absolute', inset: 0 }}>
              {view.layout === 'cockpit' ? <PageSkeleton testId="app-loading" /> : <Loading testId="app-loading" />}
            </div>
          )}
          <MfeSlot app={view.app} />
        </AppFrame>
      );
    case 'notFound':
      return <NotFoundPage path={view.path} />;
    case 'noAccess':
      return <NoAccessPage />;
    case 'error':
      return <ErrorPage status={view.status} message={view.message} onRetry={view.canRetry ? onRetry : undefined} />;
    case 'booting':
      return <Loading />;
  }
}
