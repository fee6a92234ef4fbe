import { Suspense, lazy } from 'react';
import { SharedProviders } from '@cadeau/ui/theme';
import { isCockpitPath } from '../routes';
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

/** The shell's React root: the layout of the current view, the toasts, the environment ribbon. */
export function ShellRoot({ ribbon, onRetry }: ShellRootProps) {
  const view = useView();
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
