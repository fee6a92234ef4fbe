import { PageSkeleton } from '@cadeau/ui/cockpit';
import { MfeSlot } from '../runtime/mfe-host';
import type { View } from '../runtime/view-store';
import { ErrorPage } from '../pages/ErrorPage';
import { NoAccessPage } from '../pages/NoAccessPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Loading } from './Loading';

/** The content area of a layout: the active micro-frontend (with a loading indicator) or a shell page. */
export function ViewContent({ view, onRetry }: { view: View; onRetry: () => void }) {
  switch (view.kind) {
    case 'app':
      return (
        <div style={{ position: 'relative', minHeight: 240 }} aria-busy={view.loading}>
          {/* A hanging remote fails only after MF's 20 s script timeout: show that something is happening. A
              cockpit page shows the shape of a page (as its own loading states do), a public page the spinner. */}
          {view.loading && (
            <div style={{ position: 'absolute', inset: 0 }}>
              {view.layout === 'cockpit' ? <PageSkeleton testId="app-loading" /> : <Loading testId="app-loading" />}
            </div>
          )}
          <MfeSlot app={view.app} />
        </div>
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
