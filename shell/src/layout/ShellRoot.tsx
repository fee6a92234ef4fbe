import { Suspense, lazy, useLayoutEffect } from 'react';
import { SharedProviders } from '@cadeau/ui/theme';
import { isCockpitPath } from '../routes';
import { revealLivePage } from '../runtime/prerendered';
import { layoutOf, useView, type View } from '../runtime/view-store';
import { CockpitSkeleton } from './CockpitSkeleton';
import { DefaultLayout } from './DefaultLayout';
import { EnvRibbon } from './EnvRibbon';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { Toaster } from './Toaster';
import { ViewContent } from './ViewContent';

// The cockpit layout (antd menu and dropdown) is a chunk of its own: public pages never download it.
const CockpitLayout = lazy(() => import('./CockpitLayout'));

export interface ShellRootProps {
  ribbon: { name: string; color: 'orange' | 'green' } | null;
  onRetry: () => void;
}

/** The shell starts on a cockpit page: the cockpit's shape is shown until the first view is known. */
function startsCockpit(view: View): boolean {
  return view.kind === 'booting' && isCockpitPath(window.location.pathname);
}

/** The first view worth showing: an app that has mounted, or a page of the shell's own. */
function isSettled(view: View): boolean {
  return view.kind !== 'booting' && !(view.kind === 'app' && view.loading);
}

/** The shell's React root: the layout of the current view, the toasts, the environment ribbon. */
export function ShellRoot({ ribbon, onRetry }: ShellRootProps) {
  const view = useView();
  // A page served with its build-time copy (ADR 0025) keeps showing the copy until the live page is there: swapped
  // after React's commit and before the browser paints, so neither a spinner nor an empty frame is ever seen.
  useLayoutEffect(() => {
    if (isSettled(view)) revealLivePage();
  }, [view]);
  const content = <ViewContent view={view} onRetry={onRetry} />;
  return (
    <SharedProviders>
      <ShellErrorBoundary>
        {startsCockpit(view) ? (
          <CockpitSkeleton />
        ) : layoutOf(view) === 'cockpit' ? (
          <Suspense fallback={<CockpitSkeleton />}>
            <CockpitLayout>{content}</CockpitLayout>
          </Suspense>
        ) : (
          <DefaultLayout>{content}</DefaultLayout>
        )}
      </ShellErrorBoundary>
      <Toaster />
      {ribbon && <EnvRibbon {...ribbon} />}
    </SharedProviders>
  );
}
