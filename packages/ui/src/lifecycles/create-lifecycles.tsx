import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { reportError } from '@cadeau/ui/errors';
import { CrashFallback } from './crash-fallback';

/**
 * The single-spa lifecycles a micro-frontend exposes as `./app` (the shell passes the container element):
 * its root component rendered with the shared React, and a render error reported through the error queue and
 * answered with the translated crash message instead of an empty container.
 */
export function createLifecycles(Root: FunctionComponent) {
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => {
      reportError(error);
      return <CrashFallback />;
    },
  });
  return { bootstrap, mount, unmount };
}
