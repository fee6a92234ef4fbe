import { io, type Socket } from 'socket.io-client';

/**
 * The page's realtime connection to the gateway (same origin, spec section 7): websocket transport only,
 * created without connecting; the shell connects it once a user is logged in (the gateway authenticates it by
 * the session cookie) and closes it when the page unloads. A Module Federation singleton, so every app
 * listens on the same connection.
 */
export const socket: Socket = io({ transports: ['websocket'], autoConnect: false, reconnectionDelay: 2000 });

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => socket.close());

/** Realtime events the gateway emits (its `realtime.ts`). */
export const SocketEvents = {
  sessionEnded: 'session:ended',
  userUpdated: 'user:updated',
  /** This browser's session changed (organisation switched, impersonation ended): reload the user. */
  sessionUpdated: 'session:updated',
  notification: 'notification',
  /** A conversation got a message or was finished (issue 9): open threads and the lists refetch. */
  conversationUpdated: 'conversation:updated',
  /** A campaign changed status (released, reviewed, started, finished; issue 11): campaign queries refetch. */
  campaignUpdated: 'campaign:updated',
  /** An invoice or payout was issued or changed status (issue 19): the billing pages refetch their queries. */
  invoiceUpdated: 'invoice:updated',
  /** Something that waits for the platform administrators appeared or was done (issue 20): the task list refetches. */
  platformTasksChanged: 'platform:tasksChanged',
} as const;

/** What the gateway tells the invoice's organisation and the platform administrators; amounts come from the API. */
export interface InvoiceUpdatedEvent {
  invoiceId: string;
  organizationId: string;
  type?: string;
  status?: string;
}

/** What the gateway tells the campaign's organisation and the platform administrators; the rest comes from the API. */
export interface CampaignUpdatedEvent {
  campaignId: string;
  organizationId: string;
  status?: string;
}

/** What the gateway tells the organisation's members and platform administrators; the messages come from the API. */
export interface ConversationUpdatedEvent {
  conversationId: string;
  organizationId: string;
  status?: 'open' | 'finished';
}

export interface SessionEndedEvent {
  sessionId: string;
}

/** A new notification for the logged-in user (gateway: the `notification.created` event), the notification itself. */
export const NOTIFICATION_EVENT = 'notification';
