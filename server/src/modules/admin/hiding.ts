import { and, eq, isNull } from 'drizzle-orm';
import { HIDEABLE_KINDS, operatorMsg, operatorReasonSchema, type ContentVisibility, type HideableKind } from '@contracts/operator';
import type { Db } from '../../db/client';
import { companies, freelancers, reports, users, vacancies } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import { memberActor, recordAudit } from '../audit/record';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { UserRow } from '../users/repository';
import { contentHiddenMail } from './emails';

export interface HidingDeps extends ServiceDeps {
  mailer: Mailer;
}

type Operator = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
type Hidden = { operatorHiddenAt: Date | null; operatorNote: string | null };
/** The item locked for the change: its owner, its title (a vacancy's) and whether it is hidden. */
type Item = { userId: string; title: string; operatorHiddenAt: Date | null };

export const isHideableKind = (kind: string): kind is HideableKind => (HIDEABLE_KINDS as readonly string[]).includes(kind);

/** The item, locked (a removed vacancy is none). */
async function lockItem(tx: Db, kind: HideableKind, id: string): Promise<Item | undefined> {
  if (kind === 'freelancer') {
    const [row] = await tx.select({ userId: freelancers.userId, title: freelancers.profileHeader, operatorHiddenAt: freelancers.operatorHiddenAt }).from(freelancers).where(eq(freelancers.id, id)).for('update');
    return row;
  }
  if (kind === 'vacancy') {
    const [row] = await tx
      .select({ userId: vacancies.userId, title: vacancies.title, operatorHiddenAt: vacancies.operatorHiddenAt })
      .from(vacancies)
      .where(and(eq(vacancies.id, id), isNull(vacancies.deletedAt)))
      .for('update');
    return row;
  }
  const [row] = await tx.select({ userId: companies.userId, title: companies.name, operatorHiddenAt: companies.operatorHiddenAt }).from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

async function setHidden(tx: Db, kind: HideableKind, id: string, values: Hidden): Promise<void> {
  if (kind === 'freelancer') await tx.update(freelancers).set(values).where(eq(freelancers.id, id));
  else if (kind === 'vacancy') await tx.update(vacancies).set(values).where(eq(vacancies.id, id));
  else await tx.update(companies).set(values).where(eq(companies.id, id));
}

/**
 * An operator hides a freelancer profile, a vacancy or a company page from everyone but its owner, with a note the
 * owner reads on it and by e-mail (POST /admin/content/{kind}/{id}/hide), and shows it again (…/unhide). Each is one
 * transaction with its audit entry; hiding also resolves every open report of the item ('hidden').
 */
export class HidingService {
  private readonly now: Clock;

  constructor(private readonly deps: HidingDeps) {
    this.now = clockOf(deps.now);
  }

  async hide(operator: Operator, kind: string, id: string, body: unknown): Promise<ContentVisibility> {
    const valid = assertKind(kind);
    const { reason } = await validateBody(operatorReasonSchema, body);
    return this.change(valid, id, async (tx, item) => {
      if (item.operatorHiddenAt) throw conflict(operatorMsg.alreadyHidden, 'alreadyHidden');
      const at = this.now();
      await setHidden(tx, valid, id, { operatorHiddenAt: at, operatorNote: reason });
      const resolved = await tx
        .update(reports)
        .set({ resolvedAt: at, resolvedBy: operator.id, resolution: 'hidden' })
        .where(and(eq(reports.kind, valid), eq(reports.itemId, id), isNull(reports.resolvedAt)))
        .returning({ id: reports.id });
      await recordAudit(tx, memberActor(operator), { action: 'hideContent', itemKind: valid, itemId: id, reason, details: { reportsResolved: resolved.length } });
      const [owner] = await tx.select().from(users).where(eq(users.id, item.userId));
      const { mailer, config } = this.deps;
      if (owner) await mailer.send(inLanguageOf(owner, () => contentHiddenMail(owner.email, owner.firstName, valid, item.title, reason, config.contactEmail)), tx);
      return { kind: valid, id, hidden: { hiddenAt: at.toISOString(), note: reason } };
    });
  }

  async unhide(operator: Operator, kind: string, id: string, body: unknown): Promise<ContentVisibility> {
    const valid = assertKind(kind);
    const { reason } = await validateBody(operatorReasonSchema, body);
    return this.change(valid, id, async (tx, item) => {
      if (!item.operatorHiddenAt) throw conflict(operatorMsg.notHidden, 'notHidden');
      await setHidden(tx, valid, id, { operatorHiddenAt: null, operatorNote: null });
      await recordAudit(tx, memberActor(operator), { action: 'restoreContent', itemKind: valid, itemId: id, reason });
      return { kind: valid, id, hidden: null };
    });
  }

  private async change(kind: HideableKind, id: string, work: (tx: Db, item: Item) => Promise<ContentVisibility>): Promise<ContentVisibility> {
    if (!isUuid(id)) throw notFound(operatorMsg.noSuchContent);
    return this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const item = await lockItem(tx, kind, id);
      if (!item) throw notFound(operatorMsg.noSuchContent);
      return work(tx, item);
    });
  }
}

function assertKind(kind: string): HideableKind {
  if (!isHideableKind(kind)) throw badRequest(operatorMsg.unknownContentKind, 'unknownContentKind');
  return kind;
}
