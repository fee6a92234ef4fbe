import type { MyUser } from '@cadeau/contracts';
import type { CampaignUpdatedEvent, ConversationUpdatedEvent } from '@cadeau/ui/socket';
import { getMyUser, messagingKeys, queryClient, queryKeys, setMyUser } from '@cadeau/ui/api';

/**
 * Someone wrote in a conversation or finished it (issue 9): the open thread refetches its messages and the
 * lists their last message; a thread nobody has open is only marked stale.
 */
export function followConversation(conversationId: string | undefined): void {
  if (!conversationId) return;
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
  void queryClient.invalidateQueries({ queryKey: ['conversation', 'list'] });
}

/**
 * A campaign changed status (issue 11): every campaign query (the dashboard's panels and tasks, the lists, the
 * open workspace, all keyed `['campaigns', …]` in mfe-campaigns) refetches if shown, else is marked stale.
 */
export function followCampaign(campaignId: string | undefined): void {
  if (!campaignId) return;
  void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
}

/**
 * Connects the page's socket while a user is logged in (the gateway authenticates it by the session cookie)
 * and reacts to what the gateway pushes: the end of this browser's session logs it out (the guard then goes
 * to /login); an update of the user refreshes the current user. socket.io-client is loaded only once someone
 * is logged in, so public pages never download it.
 */
export function followUserWithSocket(): (user: MyUser | null) => void {
  let connectedFor: string | null = null;
  let socketModule: Promise<typeof import('@cadeau/ui/socket')> | null = null;
  const load = () =>
    (socketModule ??= import('@cadeau/ui/socket').then((m) => {
      m.socket.on(m.SocketEvents.sessionEnded, (e: { sessionId?: string }) => {
        const me = getMyUser();
        if (me && e?.sessionId === me.sessionId) setMyUser(null);
        else if (me) void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(me.id) });
      });
      m.socket.on(m.SocketEvents.userUpdated, () => void queryClient.invalidateQueries({ queryKey: queryKeys.myUser }));
      m.socket.on(
        m.SocketEvents.sessionUpdated,
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.myUser }),
      );
      m.socket.on(m.SocketEvents.conversationUpdated, (e: Partial<ConversationUpdatedEvent> | null) =>
        followConversation(e?.conversationId),
      );
      m.socket.on(m.SocketEvents.campaignUpdated, (e: Partial<CampaignUpdatedEvent> | null) =>
        followCampaign(e?.campaignId),
      );
      return m;
    }));

  return (user) => {
    const sessionId = user?.sessionId ?? null;
    if (sessionId === connectedFor) return;
    connectedFor = sessionId;
    if (!connectedFor && !socketModule) return;
    void load().then(({ socket }) => {
      // A new session needs a new handshake (the cookie changed); no session, no connection.
      socket.disconnect();
      if (connectedFor) socket.connect();
    });
  };
}
