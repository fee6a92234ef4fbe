import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { reportError } from '@cadeau/ui/errors';
import { Root } from './Root';
import { CrashFallback } from './CrashFallback';

/** single-spa lifecycles of mfe-admin (exposed as `mfe_admin/app`); the shell passes the container element. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => {
    reportError(error);
    return <CrashFallback />;
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
