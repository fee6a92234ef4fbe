import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { MyUser } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { COCKPIT_HOME, matchAppRoute, type AppName } from '../routes';
import { createOrchestrator } from '../runtime/orchestrator';
import { setView } from '../runtime/view-store';
import { CockpitSkeleton } from './CockpitSkeleton';
import { ShellRoot } from './ShellRoot';

/**
 * Issue 9, "Skeletons instead of blank → Loading… → spinner on a cold cockpit load": from the shell's first render
 * on a cockpit URL until the micro-frontend has mounted, the page shows the cockpit's shape, never an empty root
 * nor the bare "Loading…" spinner of the public pages. The steps are those of bootstrap.tsx, with the real
 * orchestrator (single-spa) and a micro-frontend whose code arrives when the test says so.
 */

/** A promise the test resolves when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** What the page shows, in the categories that matter here. */
function look(root: HTMLElement): 'blank' | 'spinner' | 'skeleton' | 'page' | 'other' {
  if (root.querySelector('.loading, .spinner')) return 'spinner';
  if (root.querySelector('[data-testid="mfe-page"]')) return 'page';
  if (root.querySelector('[data-testid="cockpit-skeleton"], [data-testid="app-loading"]')) return 'skeleton';
  return root.textContent?.trim() ? 'other' : 'blank';
}

describe('a cold cockpit load', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    api = stubFetch({
      'GET /api/notification': { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, unreadCount: 0 } },
    });
  });
  afterEach(() => api.restore());

  it('shows the cockpit skeleton from the first render until the micro-frontend has mounted', async () => {
    window.history.pushState(null, '', COCKPIT_HOME);
    const app = matchAppRoute(COCKPIT_HOME)!.app as AppName;
    act(() => setView({ kind: 'booting' }));

    // Every state the page goes through, as the DOM settles after each change (what the browser could paint).
    const { container } = render(<ShellRoot ribbon={null} onRetry={() => undefined} />);
    const seen: string[] = [look(container)];
    const observer = new MutationObserver(() => seen.push(look(container)));
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    // Booting: the user and the manifest are still on their way.
    expect(screen.getByTestId('cockpit-skeleton')).toBeInTheDocument();

    // They have arrived: the orchestrator decides for the URL and single-spa starts loading the app's code.
    setMyUser(aUser() as MyUser);
    const code = deferred<LifeCycles>();
    const loadApp = jest.fn((name: AppName) =>
      name === app ? code.promise : Promise.reject(new Error(`${name} is not on this page`)),
    );
    const orchestrator = createOrchestrator({
      getUser: () => aUser() as MyUser,
      loadApp,
      updatePending: () => false,
      storage: null,
    });
    act(() => void orchestrator.initialRoute());
    await act(async () => orchestrator.start());
    await waitFor(() => expect(loadApp).toHaveBeenCalledWith(app));
    // The cockpit frame is there (navigation, header) and the page area shows the page's shape while the code loads.
    const pageArea = await screen.findByTestId('app-loading');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(pageArea.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    // The code arrives and mounts: the page replaces the skeleton.
    const mountedInto: HTMLElement[] = [];
    await act(async () =>
      code.resolve({
        bootstrap: async () => undefined,
        mount: async (props) => {
          const host = (props as unknown as { domElementGetter: () => HTMLElement }).domElementGetter();
          host.innerHTML = '<div data-testid="mfe-page"><h1>Dashboard</h1></div>';
          mountedInto.push(host);
        },
        unmount: async () => undefined,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('app-loading')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(mountedInto).toHaveLength(1);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    observer.disconnect();

    // From the first render to the mounted page: only the skeleton, then the page; never blank, never the spinner.
    const states = seen.filter((state, i) => state !== seen[i - 1]);
    expect(states).toEqual(['skeleton', 'page']);
  });

  it('tells assistive technology that the page is loading, with the shapes hidden from it', () => {
    render(<CockpitSkeleton />);
    const skeleton = screen.getByTestId('cockpit-skeleton');
    const status = within(skeleton).getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    // The only text is that status label, and it is visually hidden: no bare "Loading…" on the screen.
    expect(within(skeleton).getByText('Loading…')).toHaveClass('visually-hidden');
    expect(skeleton.textContent).toBe('Loading…');
    // Header and navigation shapes say nothing to a screen reader.
    for (const shape of skeleton.querySelectorAll('.shell-header, .skeleton-frame-nav'))
      expect(shape).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks the language of the page', async () => {
    await i18n.changeLanguage('de');
    render(<CockpitSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('common.loading'));
    expect(i18n.t('common.loading')).not.toBe('Loading…');
  });
});
