import { backoffMs, openLiveStream } from './liveStream';

/** An EventSource stand-in: records what was opened, lets the test fire events and errors. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(public url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId } as MessageEvent);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live stream', () => {
  beforeEach(() => {
    FakeSource.opened = [];
  });

  function open(tickets: Array<number | string>) {
    const timers: Array<{ run: () => void; ms: number }> = [];
    const fetchFn = jest.fn(async () => {
      const next = tickets.shift() ?? 500;
      return typeof next === 'number' ? new Response('{}', { status: next }) : Response.json({ data: { ticket: next } });
    });
    const events: unknown[] = [];
    const onReconnect = jest.fn();
    const onSessionEnded = jest.fn();
    const stop = openLiveStream({
      token: () => 'Bearer t',
      onEvent: (type, data) => events.push([type, data]),
      onReconnect,
      onSessionEnded,
      fetchFn: fetchFn as unknown as typeof fetch,
      EventSourceClass: FakeSource as unknown as typeof EventSource,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
    });
    return { stop, timers, fetchFn, events, onReconnect, onSessionEnded };
  }

  it('opens with a ticket, and after an error reopens itself with a new ticket and the last event id', async () => {
    const { timers, fetchFn, events, onReconnect } = open(['t1', 't2']);
    await flush();
    const first = FakeSource.opened[0]!;
    expect(first.url).toBe('/api/v1.0/events?ticket=t1');
    expect(fetchFn).toHaveBeenCalledWith('/api/v1.0/events/ticket', { method: 'POST', headers: { Authorization: 'Bearer t' } });
    first.onopen?.();
    first.emit('message', { conversationId: 'c', message: { id: 'm' } }, '41');
    first.emit('read', { conversationId: 'c', readAt: 'x' });
    expect(events).toEqual([
      ['message', { conversationId: 'c', message: { id: 'm' } }],
      ['read', { conversationId: 'c', readAt: 'x' }],
    ]);
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(timers).toHaveLength(1);
    timers[0]!.run();
    await flush();
    const second = FakeSource.opened[1]!;
    expect(second.url).toBe('/api/v1.0/events?ticket=t2&lastEventId=41');
    second.onopen?.();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failure, and stops for good when a ticket is refused with 401, saying the session ended', async () => {
    const { timers, fetchFn, onSessionEnded } = open([503, 503, 401]);
    await flush();
    timers[0]!.run();
    await flush();
    expect(timers[1]!.ms).toBeGreaterThan(timers[0]!.ms);
    expect(onSessionEnded).not.toHaveBeenCalled();
    timers[1]!.run();
    await flush();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(timers).toHaveLength(2);
    expect(FakeSource.opened).toHaveLength(0);
  });

  it('closes when stopped (logout)', async () => {
    const { stop } = open(['t1']);
    await flush();
    stop();
    expect(FakeSource.opened[0]!.closed).toBe(true);
  });

  it('backs off from 1 s to at most 30 s (plus a little at random)', () => {
    expect(backoffMs(0, () => 0)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(8000);
    expect(backoffMs(10, () => 0)).toBe(30_000);
    expect(backoffMs(10, () => 1)).toBe(37_500);
  });
});
