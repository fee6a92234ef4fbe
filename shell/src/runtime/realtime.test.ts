import { messagingKeys, queryClient } from '@cadeau/ui/api';
import { followCampaign, followConversation } from './realtime';

describe('a conversation pushed on the socket (issue 9)', () => {
  beforeEach(() => queryClient.clear());

  it('makes that thread and the conversation lists refetch, and no other thread', () => {
    const open = messagingKeys.conversation('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0701');
    const other = messagingKeys.conversation('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0702');
    const list = messagingKeys.conversations({ page: 1, pageSize: 20 });
    for (const key of [open, other, list]) queryClient.setQueryData(key, { loaded: true });

    followConversation('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0701');
    expect(queryClient.getQueryState(open)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('ignores an event without a conversation', () => {
    const list = messagingKeys.conversations({ page: 1, pageSize: 20 });
    queryClient.setQueryData(list, { loaded: true });
    followConversation(undefined);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);
  });
});

describe('a campaign change pushed on the socket (issue 11)', () => {
  beforeEach(() => queryClient.clear());

  it("makes every campaign query refetch (the dashboard's panels, lists, the workspace) and nothing else", () => {
    const current = ['campaigns', 'current'];
    const detail = ['campaigns', 'detail', '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0801'];
    const list = ['campaigns', 'list', { page: 1, pageSize: 5, status: 'pending' }];
    const products = ['products', 'list', { page: 1 }];
    for (const key of [current, detail, list, products]) queryClient.setQueryData(key, { loaded: true });

    followCampaign('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0801');
    for (const key of [current, detail, list]) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(products)?.isInvalidated).toBe(false);
  });

  it('ignores an event without a campaign', () => {
    queryClient.setQueryData(['campaigns', 'current'], { loaded: true });
    followCampaign(undefined);
    expect(queryClient.getQueryState(['campaigns', 'current'])?.isInvalidated).toBe(false);
  });
});
