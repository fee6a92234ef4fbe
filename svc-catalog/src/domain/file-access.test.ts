import type { UserContext } from '@cadeau/contracts';
import { assertMayRead, assertVariantOf } from './file-access';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const OTHER = '00000000-0000-4000-8000-0000000000bb';
const user = (fields: Partial<UserContext>): UserContext => ({
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
  roles: [],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
  iat: 0,
  ...fields,
});
const member = (id: string) =>
  user({ currentOrganizationId: id, organizations: [{ id, roles: ['user'], features: ['seller'] }] });
const notFound = expect.objectContaining({ status: 404, key: 'error.file.notFound' });

describe('assertMayRead', () => {
  const draft = { organization_id: ORG, kind: 'image' as const, published: false };

  it('shows a published file to everyone, anonymous callers included', () => {
    for (const caller of [null, member(OTHER)])
      expect(() => assertMayRead({ ...draft, published: true }, caller)).not.toThrow();
  });

  it('shows an unpublished file to its organisation (current or not) and platform administrators only', () => {
    expect(() => assertMayRead(draft, member(ORG))).not.toThrow();
    expect(() =>
      assertMayRead(
        draft,
        user({ currentOrganizationId: OTHER, organizations: [{ id: ORG, roles: [], features: [] }] }),
      ),
    ).not.toThrow();
    expect(() => assertMayRead(draft, user({ roles: ['platformAdmin'] }))).not.toThrow();
  });

  it('answers others as for an unknown file: 404, never 403', () => {
    expect(() => assertMayRead(draft, null)).toThrow(notFound);
    expect(() => assertMayRead(draft, member(OTHER))).toThrow(notFound);
    expect(() => assertMayRead(undefined, member(ORG))).toThrow(notFound);
  });
});

describe('assertVariantOf', () => {
  it('serves images only as re-encoded variants and videos only as their original', () => {
    for (const v of ['list.webp', 'list.jpeg', 'detail.webp', 'detail.jpeg'] as const) {
      expect(() => assertVariantOf('image', v)).not.toThrow();
      expect(() => assertVariantOf('video', v)).toThrow(notFound);
    }
    expect(() => assertVariantOf('image', 'original')).toThrow(notFound);
    expect(() => assertVariantOf('video', 'original')).not.toThrow();
  });
});
