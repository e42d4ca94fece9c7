import { API_PREFIX } from '@contracts/api';
import { EVENTS_PATH, EVENTS_TICKET_PATH, type EventsTicket, type LiveEvents, type LiveEventType } from '@contracts/events';

export type LiveHandler = <T extends LiveEventType>(type: T, data: LiveEvents[T]) => void;

export interface LiveStreamOptions {
  /** The session's Authorization value, read at each (re)connection; null: none, the stream stops. */
  token: () => string | null;
  onEvent: LiveHandler;
  /** The stream is open again after a gap: what it does not replay (read receipts, counts) should be read afresh. */
  onReconnect?: () => void;
  /** A ticket was refused with 401: the session ended (ended from another device, a password change). */
  onSessionEnded?: () => void;
  /** Test seams. */
  fetchFn?: typeof fetch;
  EventSourceClass?: typeof EventSource;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const EVENT_TYPES: LiveEventType[] = ['message', 'read', 'block', 'notice'];
/** Backoff between reconnections: 1 s doubling to 30 s, with up to a quarter more at random so tabs do not all come back at once. */
export const backoffMs = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + random() / 4));
};

/**
 * The member's live stream (contracts/events.ts). A ticket is single-use, so the browser's own reconnection would be
 * refused: on an error the stream is closed and opened again here with a new ticket and the last event id (the server
 * replays the messages missed), after a growing pause. It stops for good when a ticket is refused with 401 (the session
 * ended) or when the returned function is called (logout, unmount).
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const fetchFn = options.fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const Source = options.EventSourceClass ?? EventSource;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let source: EventSource | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  let opened = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimer(() => {
      timer = null;
      void connect();
    }, backoffMs(attempt));
    attempt += 1;
  };

  async function connect(): Promise<void> {
    const token = options.token();
    if (stopped || !token) return;
    let ticket: string;
    try {
      const response = await fetchFn(`${API_PREFIX}${EVENTS_TICKET_PATH}`, { method: 'POST', headers: { Authorization: token } });
      if (response.status === 401) {
        stopped = true;
        options.onSessionEnded?.();
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      // In the app's envelope ({ data }); a bare answer is read too.
      const body = (await response.json()) as { data?: EventsTicket } & Partial<EventsTicket>;
      ticket = body.data?.ticket ?? body.ticket ?? '';
      if (!ticket) throw new Error('no ticket');
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const current = new Source(`${API_PREFIX}${EVENTS_PATH}?${query.toString()}`);
    source = current;
    current.onopen = () => {
      if (opened) options.onReconnect?.();
      opened = true;
      attempt = 0;
    };
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        try {
          options.onEvent(type, JSON.parse(message.data) as LiveEvents[typeof type]);
        } catch {
          // A line that is not JSON: nothing to show.
        }
      });
    }
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}
