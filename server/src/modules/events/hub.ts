import type { ServerResponse } from 'node:http';
import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvents, LiveEventType } from '@contracts/events';
import type { Db } from '../../db/client';
import type { Listening, Notifications } from '../../db/notifications';
import { sessions } from '../../db/schema';
import { ConversationsRepository, type MessageRow } from '../conversations/repository';
import { toMessage } from '../conversations/message';
import { unreadCount } from '../notices/repository';

/** The channel of every instance's notices (LISTEN/NOTIFY). */
export const LIVE_CHANNEL = 'khibra_live';
/** Messages replayed at most when a stream resumes (older ones: the client reloads its pages). */
export const REPLAY_LIMIT = 500;
/**
 * Streams one instance holds at most per member and per client address (request.ip, the client's own behind a
 * trusted proxy); counted per instance, so with n instances a member may hold up to n times as many.
 */
const LIVE_STREAM_LIMITS = { perMember: 10, perAddress: 30 } as const;
/** A stream whose reader lets this much pile up unread is closed (its client resumes from its last event). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What instances tell each other: ids only (a NOTIFY carries at most 8,000 bytes). */
export type LiveNotice =
  | { type: 'message'; messageId: string }
  | { type: 'read'; conversationId: string; readAt: string; to: string }
  /** A block or an unblock between the two members of a conversation. */
  | { type: 'block'; conversationId: string; members: string[] }
  /** Some session of the member ended (logout, ending one from the sessions list, sign-out everywhere, "This wasn't me", a password change or reset): their streams check theirs now. */
  | { type: 'sessions'; userId: string }
  /** Notices reached the member's notification centre, or some were read: their streams get the unread count. */
  | { type: 'notice'; userId: string };

interface Stream {
  userId: string;
  sessionId: string;
  address: string;
  raw: ServerResponse;
  /** Events that arrived while the stream was replaying, sent after it (null once live). */
  waiting: { seq: number; frame: string }[] | null;
  /** The last message sent on it (replayed messages are not sent twice). */
  lastSeq: number;
}

export interface LiveHubDeps {
  db: Db;
  notifications: Notifications;
  log: FastifyBaseLogger;
  heartbeatMs: number;
}

const frame = <T extends LiveEventType>(type: T, data: LiveEvents[T], id?: number): string => `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

const messageFrame = (row: MessageRow, viewerId: string) => frame('message', { conversationId: row.conversationId, message: toMessage(row, viewerId) }, row.seq);

/**
 * The live streams this instance holds (GET /events), and the notices that feed them. A change is told to every
 * instance through the database (LIVE_CHANNEL); each reads what its own members need once and writes it to their
 * streams. A heartbeat comment keeps idle streams open through proxies, and checks their sessions: a stream ends
 * when its session does. If this instance stops hearing notices (its listening connection was lost), it ends its
 * streams: their clients come back with Last-Event-ID and get what they missed from the database.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly byAddress = new Map<string, number>();
  private readonly repository: ConversationsRepository;
  private listening: Listening | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly deps: LiveHubDeps) {
    this.repository = new ConversationsRepository(deps.db);
  }

  /** Open streams on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Whether one more stream of this member from this address stays within LIVE_STREAM_LIMITS. */
  admits(userId: string, address: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < LIVE_STREAM_LIMITS.perMember && (this.byAddress.get(address) ?? 0) < LIVE_STREAM_LIMITS.perAddress;
  }

  /** Whether this instance hears the others' notices now (readiness: a stream here would miss messages otherwise). */
  get hearing(): boolean {
    return this.listening?.listening() ?? false;
  }

  async start(): Promise<void> {
    this.listening = await this.deps.notifications.listen(
      LIVE_CHANNEL,
      (payload) => void this.receive(payload).catch((error: unknown) => this.deps.log.warn({ err: error }, 'a live notice could not be delivered')),
      () => this.endAll(),
    );
    this.heartbeat = setInterval(() => void this.beat().catch((error: unknown) => this.deps.log.warn({ err: error }, 'the live heartbeat failed')), this.deps.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream (the server is closing: clients resume on another instance) and stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.endAll();
    await this.listening?.stop();
  }

  /**
   * Tells every instance; a failure is logged, never the caller's (what it stored stays stored). Given the transaction
   * of the change (`tx`), the notice goes when it commits; a failure then is the transaction's.
   */
  async publish(notice: LiveNotice, tx?: Db): Promise<void> {
    if (tx) {
      await this.deps.notifications.notify(LIVE_CHANNEL, JSON.stringify(notice), tx);
      return;
    }
    try {
      await this.deps.notifications.notify(LIVE_CHANNEL, JSON.stringify(notice));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'a live notice could not be sent');
    }
  }

  /**
   * Serves a stream on an already answered (200, text/event-stream) response until the client goes, its session
   * ends or the server closes. After `lastSeq`, the messages stored since are sent first.
   */
  async open(raw: ServerResponse, userId: string, sessionId: string, address: string, lastSeq: number | null): Promise<void> {
    const stream: Stream = { userId, sessionId, address, raw, waiting: lastSeq === null ? null : [], lastSeq: lastSeq ?? 0 };
    const set = this.byUser.get(userId) ?? new Set<Stream>();
    set.add(stream);
    this.byUser.set(userId, set);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    raw.on('close', () => this.remove(stream));
    this.write(stream, `retry: 2000\n: live\n\n`);
    if (lastSeq === null) return;
    try {
      for (const row of await this.repository.messagesSince(userId, lastSeq, REPLAY_LIMIT)) {
        this.write(stream, messageFrame(row, userId));
        stream.lastSeq = row.seq;
      }
    } finally {
      const waiting = stream.waiting ?? [];
      stream.waiting = null;
      for (const event of waiting) this.send(stream, event.frame, event.seq);
    }
  }

  private remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byUser.delete(stream.userId);
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(stream.address, left);
    else this.byAddress.delete(stream.address);
  }

  private end(stream: Stream): void {
    this.remove(stream);
    if (!stream.raw.writableEnded) stream.raw.end();
  }

  private endAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) this.end(stream);
  }

  private write(stream: Stream, chunk: string): void {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    stream.raw.write(chunk);
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) this.end(stream);
  }

  /** A live event: held while the stream replays, skipped if the replay sent it. */
  private send(stream: Stream, chunk: string, seq?: number): void {
    if (seq !== undefined && stream.waiting) {
      stream.waiting.push({ seq, frame: chunk });
      return;
    }
    if (seq !== undefined) {
      if (seq <= stream.lastSeq) return;
      stream.lastSeq = seq;
    }
    this.write(stream, chunk);
  }

  private async receive(payload: string): Promise<void> {
    const notice = JSON.parse(payload) as LiveNotice;
    if (notice.type === 'read') {
      for (const stream of this.byUser.get(notice.to) ?? []) this.send(stream, frame('read', { conversationId: notice.conversationId, readAt: notice.readAt }));
    } else if (notice.type === 'block') {
      for (const userId of notice.members) for (const stream of this.byUser.get(userId) ?? []) this.send(stream, frame('block', { conversationId: notice.conversationId }));
    } else if (notice.type === 'notice') {
      // Counted once per instance, and only by an instance with a stream of the member.
      const streams = this.byUser.get(notice.userId);
      if (!streams) return;
      const chunk = frame('notice', { unread: await unreadCount(this.deps.db, notice.userId) });
      for (const stream of streams) this.send(stream, chunk);
    } else if (notice.type === 'sessions') {
      const set = this.byUser.get(notice.userId);
      if (set) await this.endEndedSessions([...set]);
    } else if (notice.type === 'message') {
      // Read once per instance, and only by an instance with a stream of either member.
      const found = await this.repository.messageWithPair(notice.messageId);
      if (!found || !(this.byUser.has(found.userLow) || this.byUser.has(found.userHigh))) return;
      for (const userId of [found.userLow, found.userHigh]) {
        const streams = this.byUser.get(userId);
        if (!streams) continue;
        const chunk = messageFrame(found.message, userId);
        for (const stream of streams) this.send(stream, chunk, found.message.seq);
      }
    }
  }

  /** Ends the streams whose sessions were revoked or expired (one query for all of them). */
  private async endEndedSessions(streams: Stream[]): Promise<void> {
    if (streams.length === 0) return;
    const ids = [...new Set(streams.map((s) => s.sessionId))];
    const live = await this.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    const liveIds = new Set(live.map((row) => row.id));
    for (const stream of streams) if (!liveIds.has(stream.sessionId)) this.end(stream);
  }

  private async beat(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((set) => [...set]);
    for (const stream of all) this.write(stream, ': ping\n\n');
    await this.endEndedSessions(all);
  }
}
