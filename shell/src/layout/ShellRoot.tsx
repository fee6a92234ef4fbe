import { Suspense, lazy } from 'react';
import { SharedProviders } from '@cadeau/ui/theme';
import { layoutOf, useView } from '../runtime/view-store';
import { DefaultLayout } from './DefaultLayout';
import { EnvRibbon } from './EnvRibbon';
import { Loading } from './Loading';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { Toaster } from './Toaster';
import { ViewContent } from './ViewContent';

// The cockpit layout (antd menu and dropdown) is a chunk of its own: public pages never download it.
const CockpitLayout = lazy(() => import('./CockpitLayout'));

export interface ShellRootProps {
  ribbon: { name: string; color: 'orange' | 'green' } | null;
  onRetry: () => void;
}

/** The shell's React root: the layout of the current view, the toasts, the environment ribbon. */
export function ShellRoot({ ribbon, onRetry }: ShellRootProps) {
  const view = useView();
  const content = <ViewContent view={view} onRetry={onRetry} />;
  return (
    <SharedProviders>
      <ShellErrorBoundary>
        {layoutOf(view) === 'cockpit' ? (
          <Suspense fallback={<Loading />}>
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
