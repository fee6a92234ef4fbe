import type { MyUser } from '@cadeau/contracts';
import { stubFetch } from '@cadeau/ui/testing';
import { queryClient, queryKeys } from './query-client';
import { whileSessionChanges } from './session-change';
import { myUserQuery } from './user';

const ADMIN = {
  id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001',
  email: 'admin@cadeau.test',
  sessionId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
} as MyUser;

describe('a 401 while the page swaps its session (ending an impersonation)', () => {
  let stub: ReturnType<typeof stubFetch>;
  afterEach(() => {
    stub.restore();
    queryClient.clear();
  });

  it('neither forgets the user nor reads as anonymous; after the swap a 401 means what it says', async () => {
    stub = stubFetch({ 'GET /api/user/myuser': { status: 401, body: { message: 'error.unauthorized' } } });
    queryClient.setQueryData(queryKeys.myUser, ADMIN);
    let finish = () => {};
    const swap = whileSessionChanges(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(queryClient.fetchQuery({ ...myUserQuery, staleTime: 0 })).rejects.toThrow(/changing hands/);
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(ADMIN);
    finish();
    await swap;
    expect(await queryClient.fetchQuery({ ...myUserQuery, staleTime: 0 })).toBeNull();
  });
});
