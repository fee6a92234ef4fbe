import { flushSync } from 'react-dom';
import {
  LOAD_ERROR,
  MOUNTED,
  SKIP_BECAUSE_BROKEN,
  addErrorHandler,
  checkActivityFunctions,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
  type AppError,
  type LifeCycles,
} from 'single-spa';
import type { MyUser } from '@cadeau/contracts';
import { reportError } from '@cadeau/ui/errors';
import { decide, isAppActive, type Decision, type Place } from '../guard';
import { LOGIN_PATH, appNames, type AppName } from '../routes';
import { shouldReloadForChunkError } from './chunk-reload';
import { appHost } from './mfe-host';
import { applyRedirect } from './redirect';
import { getView, layoutOf, setView, type View } from './view-store';

/** single-spa loads an app in LOAD_ERROR again only this long after the failure. */
const SINGLE_SPA_RETRY_MS = 210;

export interface OrchestratorDeps {
  getUser: () => MyUser | null;
  loadApp: (name: AppName) => Promise<LifeCycles>;
  /** True once a newer build is deployed: the next navigation reloads the page instead. */
  updatePending: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function currentPlace(): Place {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

function viewFor(d: Exclude<Decision, { kind: 'redirect' }>): View {
  switch (d.kind) {
    case 'app':
      return { kind: 'app', app: d.app, layout: d.layout, loading: getAppStatus(d.app) !== MOUNTED };
    case 'notFound':
      return { kind: 'notFound', layout: d.layout, path: window.location.pathname };
    case 'noAccess':
      return { kind: 'noAccess' };
  }
}

/**
 * The single-spa root configuration: one application per micro-frontend, active when the guard decides a URL
 * belongs to it; the auth guard, the redirect cookie and the 404 decision run on every navigation before any
 * application mounts (`single-spa:before-routing-event`).
 */
export function createOrchestrator(deps: OrchestratorDeps) {
  let started = false;
  let lastLoadError = 0;

  /** Decides for the current URL: redirects, or renders the view (synchronously, so containers exist for mounting). */
  function route(): Decision {
    const d = decide(currentPlace(), deps.getUser());
    if (d.kind === 'redirect') applyRedirect(d);
    else flushSync(() => setView(viewFor(d)));
    return d;
  }

  function onBeforeRouting() {
    if (started && deps.updatePending()) {
      // The URL already is the new one: reloading opens it with the newly deployed build.
      window.location.reload();
      return;
    }
    route();
  }

  function onRouted() {
    const v = getView();
    if (v.kind !== 'app') return;
    // DESIGN section 6: no active application after routing means there is nothing to show for this URL.
    if (checkActivityFunctions(window.location).length === 0) {
      setView({ kind: 'notFound', layout: v.layout, path: window.location.pathname });
      return;
    }
    const status = getAppStatus(v.app);
    if (status === MOUNTED && v.loading) setView({ ...v, loading: false });
    else if (status === SKIP_BECAUSE_BROKEN) setView({ kind: 'error', layout: v.layout, status: 500, canRetry: false });
  }

  function onAppError(err: AppError) {
    reportError(err);
    const name = err.appOrParcelName as AppName;
    const layout = layoutOf(getView());
    if (getAppStatus(name) === LOAD_ERROR) {
      lastLoadError = Date.now();
      // Code that cannot be downloaded is usually a deployment that replaced it: reload once per 10 s per path.
      if (shouldReloadForChunkError(window.location.pathname, deps.storage)) {
        window.location.reload();
        return;
      }
      setView({ kind: 'error', layout, status: 503, message: 'error.serviceUnavailable', canRetry: true });
      return;
    }
    setView({ kind: 'error', layout, status: 500, canRetry: false });
  }

  return {
    /** Applies a redirect the first URL needs before anything renders (e.g. a deep cockpit link while anonymous). */
    initialRoute(): Decision {
      return route();
    },

    start(): void {
      window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
      window.addEventListener('single-spa:routing-event', onRouted);
      addErrorHandler(onAppError);
      for (const name of appNames) {
        registerApplication({
          name,
          app: () => deps.loadApp(name),
          activeWhen: (location) => isAppActive(name, location, deps.getUser()),
          // A page-long element per app that the layout adopts (mfe-host.tsx).
          customProps: { domElementGetter: () => appHost(name) },
        });
      }
      start({ urlRerouteOnly: true });
      started = true;
    },

    /** Retry after a load error (error page button): single-spa loads apps in LOAD_ERROR again on a reroute. */
    retry(): void {
      const d = decide(currentPlace(), deps.getUser());
      if (d.kind !== 'redirect') setView(viewFor(d));
      // single-spa retries a failed load only 200 ms after the failure; a quick click must not be lost.
      const wait = Math.max(0, lastLoadError + SINGLE_SPA_RETRY_MS - Date.now());
      setTimeout(() => void triggerAppChange(), wait);
    },

    /**
     * The current user changed (login, logout, session ended elsewhere, 401): re-decide for the current URL.
     * Losing the session on a cockpit page goes to /login and remembers the page; after a login the login page
     * itself navigates on (to the saved path), so a redirect away from a public page is left to it.
     */
    userChanged(): void {
      const d = decide(currentPlace(), deps.getUser());
      if (d.kind === 'redirect') {
        if (d.to === LOGIN_PATH) applyRedirect(d);
        return;
      }
      flushSync(() => setView(viewFor(d)));
      void triggerAppChange();
    },
  };
}

export type Orchestrator = ReturnType<typeof createOrchestrator>;
