import { eq } from 'drizzle-orm';
import { PROPOSAL_MAILS, alertMsg, isAlertFrequency, type AlertFrequency, type AlertSettings, type ProposalMails } from '@contracts/alerts';
import { BUSINESS_ROLE } from '@contracts/auth';
import type { Db } from '../../db/client';
import { freelancers, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { UserRow } from '../users/repository';
import { effectiveFrequency, frequencyColumns } from './settings-store';

/** A profile's settings before it exists: what a new profile starts with. */
const PROFILE_DEFAULTS = { vacancies: 'daily', invitations: true } as const satisfies AlertSettings;

interface Wanted {
  vacancies?: AlertFrequency;
  invitations?: boolean;
  proposals?: ProposalMails;
}

/** The body of PUT /user/alerts, every field checked before anything is saved (a field left out keeps its value). */
function readBody(body: unknown): Wanted {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(alertMsg.badFrequency, 'validation');
  const input = body as Record<string, unknown>;
  const wanted: Wanted = {};
  if (input.vacancies !== undefined) {
    if (!isAlertFrequency(input.vacancies)) throw badRequest(alertMsg.badFrequency, 'badFrequency');
    wanted.vacancies = input.vacancies;
  }
  if (input.invitations !== undefined) {
    if (typeof input.invitations !== 'boolean') throw badRequest(alertMsg.badInvitationsSwitch, 'badInvitationsSwitch');
    wanted.invitations = input.invitations;
  }
  if (input.proposals !== undefined) {
    if (!PROPOSAL_MAILS.includes(input.proposals as ProposalMails)) throw badRequest(alertMsg.badProposalMails, 'badProposalMails');
    wanted.proposals = input.proposals as ProposalMails;
  }
  return wanted;
}

const isBusiness = (user: UserRow) => user.iam.includes(BUSINESS_ROLE);

/**
 * GET / PUT /user/alerts. A freelancer's vacancy alert frequency and invitations switch live on the profile
 * (`vacancies` 'off' is emailVacancies false: ./settings-store.ts keeps them in step); a business's proposal
 * e-mails on the account, and it answers vacancies 'off' and invitations false.
 */
export class AlertSettingsStore {
  constructor(private readonly db: Db) {}

  async read(user: UserRow): Promise<AlertSettings> {
    if (isBusiness(user)) return { vacancies: 'off', invitations: false, proposals: user.proposalMails };
    const [profile] = await this.db
      .select({ emailVacancies: freelancers.emailVacancies, vacancyAlerts: freelancers.vacancyAlerts, takesInvitations: freelancers.takesInvitations })
      .from(freelancers)
      .where(eq(freelancers.userId, user.id));
    return profile ? { vacancies: effectiveFrequency(profile), invitations: profile.takesInvitations } : { ...PROFILE_DEFAULTS };
  }

  /** Saves the settings; answers them, for a freelancer whose frequency changed the profile's id, and whether a business turned to daily summaries. */
  async save(user: UserRow, body: unknown): Promise<{ settings: AlertSettings; rescheduled?: string; toDaily?: boolean }> {
    const wanted = readBody(body);
    if (isBusiness(user)) {
      if ((wanted.vacancies !== undefined && wanted.vacancies !== 'off') || wanted.invitations === true) throw badRequest(alertMsg.alertsForFreelancers, 'alertsForFreelancers');
      if (wanted.proposals === undefined) return { settings: await this.read(user) };
      const [row] = await this.db.update(users).set({ proposalMails: wanted.proposals }).where(eq(users.id, user.id)).returning();
      return { settings: await this.read(row ?? user), toDaily: wanted.proposals === 'daily' && user.proposalMails !== 'daily' };
    }
    if (wanted.proposals !== undefined) throw badRequest(alertMsg.badProposalMails, 'badProposalMails');
    const [profile] = await this.db.select({ id: freelancers.id }).from(freelancers).where(eq(freelancers.userId, user.id));
    if (!profile) throw badRequest(alertMsg.alertsNeedProfile, 'needProfile');
    const patch = { ...(wanted.vacancies !== undefined ? frequencyColumns(wanted.vacancies) : {}), ...(wanted.invitations !== undefined ? { takesInvitations: wanted.invitations } : {}) };
    if (Object.keys(patch).length > 0) await this.db.update(freelancers).set(patch).where(eq(freelancers.id, profile.id));
    return { settings: await this.read(user), rescheduled: wanted.vacancies !== undefined ? profile.id : undefined };
  }
}
