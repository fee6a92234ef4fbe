import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { hashKey } from '@tanstack/react-query';
import type { MyUser } from '@cadeau/contracts';
import { getMyUser, queryClient, queryKeys, sessionUserQuery, setMyUser } from '@cadeau/ui/api';
import { reportError } from '@cadeau/ui/errors';
import { followUserLanguage, initialLanguageReady } from '@cadeau/ui/i18n';
import { showError } from '@cadeau/ui/toast';
import { hasCockpitAccess } from './guard';
import { installHeadingFocus } from './layout/focus-heading';
import { ShellRoot } from './layout/ShellRoot';
import { BuildUpdateWatcher } from './runtime/build-update';
import { captureWindowErrors } from './runtime/error-capture';
import { fetchManifest, parseManifest, ribbonFor } from './runtime/manifest';
import { createOrchestrator } from './runtime/orchestrator';
import { revealLivePage } from './runtime/prerendered';
import { followUserWithSocket } from './runtime/realtime';
import { loadApp, registerManifestRemotes } from './runtime/remotes';

/** Injected at build time (DefinePlugin): the id builds/latest.json is compared with. */
declare const __BUILD_ID__: string;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: the current user is fetched once before the first navigation. A failure counts as anonymous.
 * GET /api/auth/session answers an anonymous visitor without a 401 (which the browser would log as an error).
 */
async function loadUser(): Promise<MyUser | null> {
  try {
    return await queryClient.fetchQuery(sessionUserQuery);
  } catch (err) {
    reportError(err);
    // The toast is translated when shown: wait for the texts (they load beside this call).
    await initialLanguageReady().catch(() => undefined);
    showError(err);
    setMyUser(null);
    return null;
  }
}

async function boot() {
  // Something from the first moment instead of a blank page while the user and the manifest load: the cockpit's
  // shape on a cockpit page, the spinner elsewhere (the view is still 'booting').
  const root = createRoot(document.getElementById('root')!);
  const storage = sessionStore();
  captureWindowErrors(storage);
  // The texts of the page's language are a chunk of their own (only that language is downloaded): they load
  // beside the manifest and the user, and nothing renders before them (no keys on screen). Without them (a
  // failed download) the page still works, in keys.
  const texts = initialLanguageReady().catch(reportError);
  const loaded = Promise.all([
    fetchManifest().catch((err) => {
      reportError(err);
      return parseManifest({});
    }),
    loadUser(),
  ]);
  await texts;
  root.render(<ShellRoot ribbon={null} onRetry={() => undefined} />);
  const updates = new BuildUpdateWatcher(__BUILD_ID__);
  // Spec section 9: the build manifest is first fetched 1 s after load, not after the user and manifest arrive.
  updates.start();

  const [manifest, user] = await loaded;
  registerManifestRemotes(manifest);
  followUserLanguage(user?.language);

  const orchestrator = createOrchestrator({
    getUser: () => getMyUser() ?? null,
    loadApp,
    updatePending: () => updates.updatePending,
    storage,
  });

  // Redirects of the first URL (e.g. an anonymous deep link into the cockpit) happen before the first view renders.
  for (let i = 0; i < 3 && orchestrator.initialRoute().kind === 'redirect'; i++);

  installHeadingFocus();
  // Rendered synchronously before single-spa starts, so the layout exists when the first app mounts.
  flushSync(() => root.render(<ShellRoot ribbon={ribbonFor(manifest.env)} onRetry={() => orchestrator.retry()} />));

  // React to every change of the current user (login, logout, session ended elsewhere, 401).
  const followSocket = followUserWithSocket();
  followSocket(user);
  const myUserHash = hashKey(queryKeys.myUser);
  let last: MyUser | null = user;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== myUserHash || event.type !== 'updated') return;
    const next = getMyUser() ?? null;
    if (next === last) return;
    const prev = last;
    last = next;
    followUserLanguage(next?.language);
    followSocket(next);
    if (
      prev?.id !== next?.id ||
      prev?.sessionId !== next?.sessionId ||
      (prev && next && hasCockpitAccess(prev) !== hasCockpitAccess(next))
    ) {
      orchestrator.userChanged();
    }
  });

  orchestrator.start();
}

void boot().catch((err) => {
  reportError(err);
  document.getElementById('root')!.textContent = 'Cadeau could not start. Please reload the page.';
  revealLivePage();
});
