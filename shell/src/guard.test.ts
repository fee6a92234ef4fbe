import { aUser } from '@cadeau/ui/testing';
import type { MyUser } from '@cadeau/contracts';
import { decide, isAppActive } from './guard';

const user = aUser() as MyUser;
const nobody = aUser({ organizations: [], currentOrganizationId: null }) as MyUser;
const admin = aUser({
  organizations: [],
  currentOrganizationId: null,
  roles: ['platformAdmin'],
  isPlatformAdmin: true,
}) as MyUser;

describe('shell guard (spec section 4)', () => {
  it('sends an anonymous visitor of a cockpit path to /login, saving the full path', () => {
    expect(decide({ pathname: '/cockpit/my-settings', search: '?tab=2', hash: '#x' }, null)).toEqual({
      kind: 'redirect',
      to: '/login',
      saveRedirect: '/cockpit/my-settings?tab=2#x',
    });
    expect(decide({ pathname: '/cockpit' }, null)).toEqual({
      kind: 'redirect',
      to: '/login',
      saveRedirect: '/cockpit',
    });
    expect(decide({ pathname: '/cockpit/unknown' }, null)).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('sends a logged-in user away from /login and /registration to the saved path or /cockpit', () => {
    expect(decide({ pathname: '/login' }, user)).toEqual({ kind: 'redirect', to: '/cockpit', useSavedRedirect: true });
    expect(decide({ pathname: '/registration' }, user)).toEqual({
      kind: 'redirect',
      to: '/cockpit',
      useSavedRedirect: true,
    });
  });

  it('opens /cockpit on the dashboard (spec section 2), for members and platform administrators', () => {
    expect(decide({ pathname: '/cockpit' }, user)).toEqual({ kind: 'redirect', to: '/cockpit/dashboard' });
    expect(decide({ pathname: '/cockpit/' }, user)).toEqual({ kind: 'redirect', to: '/cockpit/dashboard' });
    expect(decide({ pathname: '/cockpit' }, admin)).toEqual({ kind: 'redirect', to: '/cockpit/dashboard' });
    expect(decide({ pathname: '/cockpit' }, nobody)).toEqual({ kind: 'noAccess' });
  });

  it('serves the dashboard from mfe-campaigns to everyone with cockpit access', () => {
    expect(decide({ pathname: '/cockpit/dashboard' }, user)).toEqual({
      kind: 'app',
      app: 'mfe_campaigns',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/dashboard/' }, admin)).toEqual({
      kind: 'app',
      app: 'mfe_campaigns',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/dashboard' }, nobody)).toEqual({ kind: 'noAccess' });
    expect(isAppActive('mfe_campaigns', { pathname: '/cockpit/dashboard' }, user)).toBe(true);
    expect(isAppActive('mfe_campaigns', { pathname: '/cockpit/my-profile' }, user)).toBe(false);
    // Only the dashboard itself: its sub-paths are no page.
    expect(decide({ pathname: '/cockpit/dashboard/x' }, user)).toEqual({ kind: 'notFound', layout: 'cockpit' });
  });

  it('shows the no-access page to a user in no organisation who is not platform administrator', () => {
    expect(decide({ pathname: '/cockpit/my-profile' }, nobody)).toEqual({ kind: 'noAccess' });
    expect(decide({ pathname: '/cockpit/my-profile' }, admin)).toEqual({
      kind: 'app',
      app: 'mfe_orgs',
      layout: 'cockpit',
    });
    // Public pages stay open to everyone.
    expect(decide({ pathname: '/login' }, null)).toEqual({ kind: 'app', app: 'mfe_public', layout: 'default' });
  });

  it('maps listed routes to their micro-frontend and layout', () => {
    expect(decide({ pathname: '/cockpit/my-profile' }, user)).toEqual({
      kind: 'app',
      app: 'mfe_orgs',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/my-settings/' }, user)).toEqual({
      kind: 'app',
      app: 'mfe_orgs',
      layout: 'cockpit',
    });
    expect(isAppActive('mfe_public', { pathname: '/login' }, null)).toBe(true);
    expect(isAppActive('mfe_orgs', { pathname: '/login' }, null)).toBe(false);
    expect(isAppActive('mfe_orgs', { pathname: '/cockpit/my-profile' }, null)).toBe(false);
  });

  it('opens the administration pages (mfe-admin) to platform administrators only', () => {
    expect(decide({ pathname: '/cockpit/organizations' }, admin)).toEqual({
      kind: 'app',
      app: 'mfe_admin',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/users/5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001' }, admin)).toEqual({
      kind: 'app',
      app: 'mfe_admin',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/settings' }, admin)).toEqual({
      kind: 'app',
      app: 'mfe_admin',
      layout: 'cockpit',
    });
    expect(decide({ pathname: '/cockpit/organizations' }, user)).toEqual({ kind: 'notFound', layout: 'cockpit' });
    expect(decide({ pathname: '/cockpit/contacts' }, user)).toEqual({ kind: 'notFound', layout: 'cockpit' });
    expect(isAppActive('mfe_admin', { pathname: '/cockpit/users' }, user)).toBe(false);
    expect(decide({ pathname: '/cockpit/my-organization/users' }, user)).toEqual({
      kind: 'app',
      app: 'mfe_orgs',
      layout: 'cockpit',
    });
  });

  it('decides 404 for anything no page exists for (yet)', () => {
    expect(decide({ pathname: '/does/not/exist' }, null)).toEqual({ kind: 'notFound', layout: 'default' });
    expect(decide({ pathname: '/campaigns' }, null)).toEqual({ kind: 'notFound', layout: 'default' });
    expect(decide({ pathname: '/loginx' }, null)).toEqual({ kind: 'notFound', layout: 'default' });
    expect(decide({ pathname: '/cockpit/my-profile-x' }, user)).toEqual({ kind: 'notFound', layout: 'cockpit' });
    expect(decide({ pathname: '/cockpit/reports' }, user)).toEqual({ kind: 'notFound', layout: 'cockpit' });
  });

  it('enters the site at the public start page (issue 12), for visitors and logged-in users alike', () => {
    const publicApp = { kind: 'app', app: 'mfe_public', layout: 'default' };
    expect(decide({ pathname: '/' }, null)).toEqual(publicApp);
    expect(decide({ pathname: '/' }, user)).toEqual(publicApp);
    expect(decide({ pathname: '/campaign', hash: '#code=1234567890123452' }, null)).toEqual(publicApp);
    expect(decide({ pathname: '/unsubscribe', search: '?token=t' }, null)).toEqual(publicApp);
  });
});
