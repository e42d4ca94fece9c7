import type { LiveEvents } from '@contracts/events';
import { API } from './freelancers';

/** An event of a live stream (GET /events) as a client reads it. */
export interface Received {
  id: string | null;
  type: string;
  data: unknown;
}

/** An open stream over real HTTP: its events as they come, and whether it ended. */
export class LiveStream {
  readonly events: Received[] = [];
  /** Comment blocks: the first is written once the server holds the stream (events after it reach it). */
  comments = 0;
  ended = false;
  private waiters: (() => void)[] = [];
  private constructor(
    readonly status: number,
    private readonly controller: AbortController,
  ) {}

  static async open(base: string, query: string, headers: Record<string, string> = {}): Promise<LiveStream> {
    const controller = new AbortController();
    const res = await fetch(`${base}${API}/events${query}`, { headers, signal: controller.signal });
    const stream = new LiveStream(res.status, controller);
    if (res.status !== 200 || !res.body) {
      stream.ended = true;
      return stream;
    }
    void stream.read(res.body.getReader());
    return stream;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          const type = field('event');
          if (type) this.events.push({ id: field('id'), type, data: JSON.parse(field('data') ?? 'null') });
          else this.comments += 1;
          this.wake();
        }
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** Resolves once check() holds (no time limit of its own: Jest's timeout is the bound). */
  async until(check: () => boolean): Promise<void> {
    while (!check()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  messages(): LiveEvents['message'][] {
    return this.events.filter((e) => e.type === 'message').map((e) => e.data as LiveEvents['message']);
  }

  close(): void {
    this.controller.abort();
  }
}
