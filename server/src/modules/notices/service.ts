import { NOTICE_RETENTION_DAYS, NOTICES_PAGE_SIZE, alertMsg, type Notice, type NoticesPage, type ReadNotices } from '@contracts/alerts';
import type { Locale } from '@contracts/locale';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { inLocale } from '../../plugins/locale';
import type { LiveHub } from '../events/hub';
import { parsePage } from '../freelancers/input';
import type { UserRow } from '../users/repository';
import { clockOf, type Clock } from '../deps';
import type { AddNotice, NoticeInput } from './kinds';
import { NoticesRepository, unreadCount, type NoticeRow } from './repository';
import { noticeTitle } from './titles';

/** Ids marked read at once at most (a few pages). */
const READ_IDS_MAX = 5 * NOTICES_PAGE_SIZE;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NoticesDeps {
  db: Db;
  /** Tells the member's open streams the new unread count (on every instance). */
  live: Pick<LiveHub, 'publish'>;
  now?: Clock;
}

/**
 * The notification centre: notices written where something happens to a member (whatever their e-mail switches say),
 * listed newest first with titles written in the reader's language, read one by one or all at once. Each change tells
 * the member's open streams their unread count (the live event `notice`).
 */
export class NoticesService {
  private readonly repository: NoticesRepository;
  private readonly now: Clock;

  constructor(private readonly deps: NoticesDeps) {
    this.repository = new NoticesRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /** Writes one notice or several, inside the caller's transaction when given (then the live count goes at its commit). */
  readonly add: AddNotice = async (notice, db) => {
    const list: NoticeInput[] = Array.isArray(notice) ? notice : [notice];
    if (list.length === 0) return;
    await new NoticesRepository(db ?? this.deps.db).insert(list, this.now());
    for (const userId of new Set(list.map((n) => n.userId))) await this.deps.live.publish({ type: 'notice', userId }, db);
  };

  /** GET /notifications?page=0: a page of the member's notices, newest first, in the reader's language. */
  async page(user: UserRow, pageValue: unknown, locale: Locale): Promise<NoticesPage> {
    const page = parsePage(pageValue);
    const [rows, unread] = await Promise.all([this.repository.page(user.id, page, NOTICES_PAGE_SIZE), unreadCount(this.deps.db, user.id)]);
    const items = inLocale(locale, () => rows.slice(0, NOTICES_PAGE_SIZE).map(toNotice));
    return { items, unread, more: rows.length > NOTICES_PAGE_SIZE };
  }

  /** POST /notifications/read { ids } (the member's own) or { all: true }: answers the unread count now. */
  async read(user: UserRow, body: unknown): Promise<{ unread: number }> {
    const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const wanted = readNotices(input);
    if (!wanted) throw badRequest(alertMsg.badNoticeIds, 'badNoticeIds');
    const ids = 'all' in wanted ? 'all' : [...new Set(wanted.ids)];
    if (ids !== 'all' && (await this.repository.ownCount(user.id, ids)) !== ids.length) throw badRequest(alertMsg.badNoticeIds, 'badNoticeIds');
    await this.repository.markRead(user.id, ids, this.now());
    await this.deps.live.publish({ type: 'notice', userId: user.id });
    return { unread: await unreadCount(this.deps.db, user.id) };
  }

  /** The retention job: notices older than NOTICE_RETENTION_DAYS go. */
  purge(): Promise<number> {
    return this.repository.purge(new Date(this.now().getTime() - NOTICE_RETENTION_DAYS * DAY_MS));
  }
}

/** POST /notifications/read's body: { all: true }, or { ids } of 1 to READ_IDS_MAX notice ids; null for anything else. */
function readNotices(input: Record<string, unknown>): ReadNotices | null {
  if (input.all === true && input.ids === undefined) return { all: true };
  const { ids } = input;
  if (input.all !== undefined || !Array.isArray(ids) || ids.length === 0 || ids.length > READ_IDS_MAX) return null;
  return ids.every(isUuid) ? { ids } : null;
}

/** A stored notice as the centre shows it (call inside the reader's locale). */
const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  title: noticeTitle(row.kind, row.parts),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
