import type { Message } from './conversation';

/**
 * The live stream: Server-Sent Events at GET {API_PREFIX}/events, for members only. A browser's
 * EventSource cannot send the Authorization header, so it first takes a single-use ticket (POST /events/ticket,
 * valid TICKET_TTL_MS) and opens /events?ticket=…; other clients may send the header instead.
 *
 * Each event is `event: <type>` with `data: <JSON>`; a message event has `id: <its order>`, which the browser sends
 * back as Last-Event-ID when it reconnects: the stream then first replays the messages the client missed (a client
 * dedupes by message id). A comment line (`: ping`) every HEARTBEAT_MS keeps proxies from closing an idle stream.
 * The stream ends when its session ends (logout, revocation); the client then stops (a 401 on reconnect).
 */
export const EVENTS_PATH = '/events';
export const EVENTS_TICKET_PATH = '/events/ticket';
export const HEARTBEAT_MS = 25_000;
export const TICKET_TTL_MS = 60_000;

export interface LiveEvents {
  /** A new message in one of the member's conversations (theirs too: their other tabs show it). */
  message: { conversationId: string; message: Message };
  /** The other member read the conversation up to readAt ("Seen"). */
  read: { conversationId: string; readAt: string };
  /** One of the pair blocked or unblocked the other (sent to both): who may write in their conversations changed. */
  block: { conversationId: string };
  /** A notice reached the member's notification centre, or some were read: the bell's count now. */
  notice: { unread: number };
}

export type LiveEventType = keyof LiveEvents;

/** POST /events/ticket */
export interface EventsTicket {
  ticket: string;
}
