import { waitFor } from '@testing-library/react';
import { focusHeadingAfterNavigation, installHeadingFocus } from './focus-heading';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<a href="/x" id="link">link</a><main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

/** What single-spa does on a navigation: the History API change, replayed as a popstate event. */
function navigateTo(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('focus after a client-side navigation', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('moves the focus to the new page heading once it is rendered, focusable without joining the tab order', async () => {
    const main = page('<h1>Dashboard</h1>');
    document.getElementById('link')!.focus();
    uninstall = installHeadingFocus();
    navigateTo('/cockpit/users');
    main.innerHTML = '<p>Loading…</p>';
    expect(document.activeElement).toBe(document.getElementById('link'));
    main.innerHTML = '<h1>Users</h1>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Users'));
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('waits while the previous page heading is still shown, and takes it once it names the new page', async () => {
    const main = page('<h1>Users</h1>');
    uninstall = installHeadingFocus();
    navigateTo('/cockpit/users/1');
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
    main.querySelector('h1')!.textContent = 'Ada Lovelace';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Ada Lovelace'));
  });

  it('leaves the focus where the page or the person put it meanwhile', async () => {
    const main = page('<h1>Login</h1>');
    uninstall = installHeadingFocus();
    navigateTo('/forgot-password');
    main.innerHTML = '<input id="email" />';
    document.getElementById('email')!.focus();
    main.insertAdjacentHTML('afterbegin', '<h1>Forgot your password?</h1>');
    await Promise.resolve();
    expect(document.activeElement).toBe(document.getElementById('email'));
  });

  it('does nothing on a change of only the query, nor on the first page load', async () => {
    const main = page('<h1>Organisations</h1>');
    uninstall = installHeadingFocus();
    navigateTo('/?status=pending');
    main.innerHTML = '<h1>Organisations awaiting approval</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives up after its time without a heading', async () => {
    jest.useFakeTimers();
    try {
      const main = page('');
      const stop = focusHeadingAfterNavigation(document, 1000);
      jest.advanceTimersByTime(1000);
      main.innerHTML = '<h1>Late</h1>';
      await Promise.resolve();
      expect(document.activeElement).toBe(document.body);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
