import { aUser } from '@cadeau/ui/testing';
import { registerTexts } from '../i18n/register';

// The app's texts, as its Root registers them before the first render.
registerTexts();

export { renderPage } from '@cadeau/ui/testing/render-page';

export const ME = aUser();
export const ORG_ID = ME.currentOrganizationId as string;
export const COLLEAGUE_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0010';
/** A plain member (role user) of the same organisation. */
export const aMember = () =>
  aUser({
    organizations: [{ id: ORG_ID, name: 'Giver AG', status: 'approved', roles: ['user'], features: ['giver'] }],
  });

export function member(id: string, firstName: string, roles: string[]) {
  return {
    userId: id,
    firstName,
    lastName: 'Giver',
    email: `${firstName.toLowerCase()}@cadeau.test`,
    roles,
    blocked: false,
    joinedAt: '2026-11-20T10:00:00.000Z',
  };
}
