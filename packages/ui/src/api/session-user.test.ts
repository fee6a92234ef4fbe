import type { MyUser } from '@cadeau/contracts';
import { stubFetch } from '@cadeau/ui/testing';
import { queryClient, queryKeys } from './query-client';
import { sessionUserQuery } from './user';

const USER: MyUser = {
  id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  language: 'de',
  roles: [],
  isPlatformAdmin: false,
  organizations: [],
  currentOrganizationId: null,
  inpersonated: false,
  sessionId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
};

describe("the shell's first question for the current user (GET /api/auth/session)", () => {
  let stub: ReturnType<typeof stubFetch>;
  afterEach(() => {
    stub.restore();
    queryClient.clear();
  });

  it('fills the current-user cache with null for an anonymous visitor, without calling GET /api/user/myuser', async () => {
    stub = stubFetch({ 'GET /api/auth/session': { status: 200, body: { user: null } } });
    expect(await queryClient.fetchQuery(sessionUserQuery)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.myUser)).toBeNull();
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/auth/session']);
  });

  it('fills the same cache entry with a logged-in user', async () => {
    stub = stubFetch({ 'GET /api/auth/session': { status: 200, body: { user: USER } } });
    expect(await queryClient.fetchQuery(sessionUserQuery)).toEqual(USER);
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(USER);
  });
});
