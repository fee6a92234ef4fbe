import type { MyUser } from '@cadeau/contracts';
import { visibleFor } from './CockpitLayout';

const user = (over: Partial<MyUser>): MyUser =>
  ({ id: 'u', firstName: 'A', lastName: 'B', email: 'a@b.ch', language: 'en', roles: [], isPlatformAdmin: false, organizations: [], currentOrganizationId: null, inpersonated: false, sessionId: 's', ...over }) as MyUser;
const keys = (u: MyUser | null) => visibleFor(u).map((i) => i.key);

describe('cockpit navigation', () => {
  it('shows organisation pages only with a current organisation', () => {
    expect(keys(user({}))).toEqual(['/cockpit/dashboard', '/cockpit/my-profile', '/cockpit/my-settings']);
    expect(keys(user({ currentOrganizationId: 'o' }))).toEqual(['/cockpit/dashboard', '/cockpit/my-organization', '/cockpit/conversations', '/cockpit/my-profile', '/cockpit/my-settings']);
  });

  it('shows a platform administrator the administration pages and every conversation, without a current organisation', () => {
    const nav = keys(user({ isPlatformAdmin: true }));
    expect(nav).toContain('/cockpit/conversations');
    expect(nav).toContain('/cockpit/organizations');
    expect(nav).not.toContain('/cockpit/my-organization');
    expect(nav[0]).toBe('/cockpit/dashboard');
  });

  it('shows nothing that needs a role while the user is unknown', () => {
    expect(keys(null)).toEqual(['/cockpit/dashboard', '/cockpit/my-profile', '/cockpit/my-settings']);
  });
});
