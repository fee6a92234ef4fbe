import { Component, type ReactNode } from 'react';
import { reportError } from '@cadeau/ui/errors';
import { ErrorPage } from '../pages/ErrorPage';

interface State {
  failed: boolean;
}

/**
 * Spec section 2: a fatal error shows the generic error page. Micro-frontends catch their own errors; this
 * catches the shell's (a layout chunk that cannot load after the reload guard gave up, a header that throws),
 * which would otherwise leave a blank page. The error is reported like any other.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    reportError(error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage status={500} onRetry={() => window.location.reload()} />;
  }
}
