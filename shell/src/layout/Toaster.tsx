import { Suspense, lazy } from 'react';
import { useToasts } from '@cadeau/ui/toast';

// The antd rendering of toasts is its own chunk, fetched when the first toast appears: public pages that
// show none (the usual case) do not download the shell's antd.
const AntdToasts = lazy(() => import('./AntdToasts'));

/** Renders the toast bus's 'notification' group at the bottom centre, 25rem wide (spec section 2). */
export function Toaster() {
  const list = useToasts('notification');
  return (
    <div
      aria-live="polite"
      data-testid="toaster"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: '25rem',
        maxWidth: 'calc(100vw - 2rem)',
        zIndex: 2000,
        pointerEvents: list.length ? 'auto' : 'none',
      }}
    >
      {list.length > 0 && (
        <Suspense fallback={null}>
          <AntdToasts toasts={list} />
        </Suspense>
      )}
    </div>
  );
}
