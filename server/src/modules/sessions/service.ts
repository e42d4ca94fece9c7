import { randomBytes } from 'node:crypto';
import { TICKET_TTL_MS } from '@contracts/events';
import { sha256, type Tokens } from '../../http/tokens';
import type { UserRow } from '../users/repository';
import type { Db } from '../../db/client';
import { SessionsRepository, type SessionRow } from './repository';
import { clockOf, type Clock } from '../deps';

/** A session lives 7 days, like its access token. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session opened with a temporary password lives one hour unless a new password is set in it. */
export const TEMPORARY_SESSION_TTL_MS = 60 * 60 * 1000;

export interface SessionsServiceDeps {
  db: Db;
  tokens: Tokens;
  /** The clock of a new session's expiry; the wall clock by default, as the database's now() that checks it. */
  now?: Clock;
}

export interface OpenedSession {
  token: string;
  session: SessionRow;
}

/** Opens and ends server-side sessions; each access token names its session (claim `sid`). */
export class SessionsService {
  readonly repository: SessionsRepository;

  private readonly tokens: Tokens;
  private readonly now: Clock;

  constructor(deps: SessionsServiceDeps) {
    this.repository = new SessionsRepository(deps.db);
    this.tokens = deps.tokens;
    this.now = clockOf(deps.now);
  }

  /**
   * A new session and its access token. The token itself is valid 7 days;
   * the session row decides (a temporary-password session expires sooner,
   * and any session can be revoked).
   */
  async open(userId: string, options: { mustChangePassword?: boolean; userAgent?: string; ip?: string } = {}): Promise<OpenedSession> {
    const now = this.now().getTime();
    const mustChangePassword = options.mustChangePassword ?? false;
    const session = await this.repository.insert({
      userId,
      mustChangePassword,
      expiresAt: new Date(now + (mustChangePassword ? TEMPORARY_SESSION_TTL_MS : SESSION_TTL_MS)),
      userAgent: options.userAgent?.slice(0, 200) ?? null,
      ip: options.ip ?? null,
    });
    const token = await this.tokens.accessToken(userId, session.id, new Date(now + SESSION_TTL_MS));
    return { token, session };
  }

  /** POST /user/logout */
  end(sessionId: string): Promise<void> {
    return this.repository.revoke(sessionId);
  }

  /** A new password was set in this session: it is an ordinary session again, for the rest of its 7 days. */
  async passwordChanged(session: SessionRow): Promise<void> {
    await this.repository.update(session.id, { mustChangePassword: false, expiresAt: new Date(session.createdAt.getTime() + SESSION_TTL_MS) });
  }

  /** POST /events/ticket: a single-use ticket of this session to open the live stream with, valid a minute (only its hash is kept). */
  async issueTicket(sessionId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.repository.issueTicket(sessionId, sha256(ticket), new Date(this.now().getTime() + TICKET_TTL_MS));
    return ticket;
  }

  /** GET /events?ticket=: the live session and account a ticket was issued for, spending it; undefined for any other text. */
  async takeTicket(ticket: string): Promise<{ user: UserRow; session: SessionRow } | undefined> {
    const sessionId = ticket.length <= 100 ? await this.repository.takeTicket(sha256(ticket)) : undefined;
    return sessionId ? this.repository.findLive(sessionId) : undefined;
  }
}
