import { INVITATIONS_PER_DAY, INVITATION_NOTE_MAX, alertMsg, type Invitation, type InvitationInput, type InvitedBy } from '@contracts/alerts';
import type { MailCategory } from '@contracts/notifications';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { pagePath } from '../../http/page-url';
import { isUuid } from '../../http/uuid';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import type { UserRow } from '../users/repository';
import type { VacanciesService } from '../vacancies/service';
import { hiringNameOf } from '../vacancies/repository';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { AddNotice } from '../notices/kinds';
import { invitationMail } from './emails';
import { InvitationsRepository, type InvitationRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The switch an invitation e-mail follows (the freelancer's invitations switch refuses the invitation itself). */
const MAIL_CATEGORY: MailCategory = 'invitations';

export interface InvitationsDeps extends ServiceDeps {
  mailer: Mailer;
  notices: AddNotice;
  vacancies: VacanciesService;
}

const toInvitation = (row: InvitationRow): Invitation => ({ id: row.id, vacancyId: row.vacancyId, freelancerId: row.freelancerId, note: row.note, createdAt: row.createdAt.toISOString() });

/**
 * Invitations to apply: a business invites a listed freelancer to one of its open vacancies, with an optional note,
 * once per vacancy and freelancer, at most INVITATIONS_PER_DAY in 24 hours. The freelancer gets an e-mail and a notice
 * in the same transaction, and sees "Invited by" on the vacancy; nobody else learns of it.
 */
export class InvitationsService {
  private readonly repository: InvitationsRepository;
  private readonly now: Clock;

  constructor(private readonly deps: InvitationsDeps) {
    this.repository = new InvitationsRepository(deps.db, deps.config.approval);
    this.now = clockOf(deps.now);
  }

  /** POST /vacancy/{vacancyId}/invitations { freelancerId, note? }: every refusal a 400 in the member's language. */
  async invite(user: UserRow, vacancyId: string, body: unknown): Promise<Invitation> {
    const input: Partial<Record<keyof InvitationInput, unknown>> = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const record = isUuid(vacancyId) ? await this.deps.vacancies.find(vacancyId).catch(() => undefined) : undefined;
    if (!record || record.vacancy.userId !== user.id || record.vacancy.deletedAt) throw badRequest(alertMsg.notYourVacancy, 'notYourVacancy');
    if (!this.deps.vacancies.isOpen(record.vacancy)) throw badRequest(alertMsg.vacancyNotOpen, 'vacancyNotOpen');
    const invitee = isUuid(input.freelancerId) ? await this.repository.invitee(input.freelancerId) : undefined;
    if (!invitee || invitee.userId === user.id) throw badRequest(alertMsg.notAFreelancer, 'notAFreelancer');
    const rawNote = input.note ?? null;
    if (rawNote !== null && typeof rawNote !== 'string') throw badRequest(alertMsg.noteTooLong, 'noteTooLong');
    const note = rawNote?.trim() || null;
    if (note !== null && note.length > INVITATION_NOTE_MAX) throw badRequest(alertMsg.noteTooLong, 'noteTooLong');
    if (await this.repository.hasApplied(record.vacancy.id, invitee.id)) throw badRequest(alertMsg.alreadyApplied, 'alreadyApplied');
    if (!(await this.repository.takesInvitations(invitee.id))) throw badRequest(alertMsg.invitationsOff, 'invitationsOff');

    const now = this.now();
    const row = await this.deps.db.transaction(async (transaction) => {
      const db = transaction as unknown as Db;
      const tx = new InvitationsRepository(db, this.deps.config.approval);
      await tx.lockBusiness(user.id);
      if ((await tx.sentSince(user.id, new Date(now.getTime() - DAY_MS))) >= INVITATIONS_PER_DAY) throw badRequest(alertMsg.tooManyInvitations, 'tooManyInvitations');
      const added = await tx.insert({ vacancyId: record.vacancy.id, freelancerId: invitee.id, businessUserId: user.id, note, createdAt: now });
      if (!added) throw badRequest(alertMsg.alreadyInvited, 'alreadyInvited');
      const companyName = hiringNameOf(record);
      const link = pagePath('vacancy', { vacancyId: record.vacancy.id });
      const context = { to: invitee.email, firstName: invitee.firstName, companyName, title: record.vacancy.title, note, link: `${this.deps.config.publicUrl}${link}` };
      const mail = inLanguageOf(invitee, () => invitationMail(context));
      await this.deps.mailer.send({ ...mail, notification: { userId: invitee.userId, category: MAIL_CATEGORY } }, db, { dedupeKey: `invitation:${added.id}` });
      await this.deps.notices({ userId: invitee.userId, kind: 'invitation', parts: { companyName, vacancyTitle: record.vacancy.title }, link }, db);
      return added;
    });
    return toInvitation(row);
  }

  /** Which of these freelancers are invited to the vacancy (the suggestions' "Invited"). */
  invitedOf(vacancyId: string, freelancerIds: string[]): Promise<Set<string>> {
    return this.repository.invitedOf(vacancyId, freelancerIds);
  }

  /** GET /vacancy/{id}'s `invitation`: who invited the signed-in freelancer to this vacancy; undefined for anyone else. */
  async invitedBy(user: UserRow, vacancyId: string): Promise<InvitedBy | undefined> {
    const row = isUuid(vacancyId) ? await this.repository.ofFreelancerUser(vacancyId, user.id) : undefined;
    if (!row) return undefined;
    const record = await this.deps.vacancies.find(vacancyId);
    return { companyName: hiringNameOf(record), note: row.note, createdAt: row.createdAt.toISOString() };
  }
}
