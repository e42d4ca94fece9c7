import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { freelancers, invitations, users, vacancyApplications } from '../../db/schema';
import { listedSql } from '../freelancers/visibility';

export type InvitationRow = typeof invitations.$inferSelect;

/** A listed freelancer profile an invitation may go to, and its account. */
export interface Invitee {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  language: string;
}

/** The SQL of invitations to apply. */
export class InvitationsRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: Config['approval'] = 'auto',
  ) {}

  /** A listed freelancer profile (shown to others), with its account; undefined for anything else. */
  async invitee(freelancerId: string): Promise<Invitee | undefined> {
    const [row] = await this.db
      .select({ id: freelancers.id, userId: freelancers.userId, email: users.email, firstName: users.firstName, language: users.language })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(and(eq(freelancers.id, freelancerId), listedSql(this.policy)));
    return row;
  }

  /** Whether the freelancer takes invitations (the profile's switch in the alerts settings). */
  async takesInvitations(freelancerId: string): Promise<boolean> {
    const [row] = await this.db.select({ takes: freelancers.takesInvitations }).from(freelancers).where(eq(freelancers.id, freelancerId));
    return row?.takes ?? false;
  }

  /** Which of these freelancers are invited to the vacancy. */
  async invitedOf(vacancyId: string, freelancerIds: string[]): Promise<Set<string>> {
    if (freelancerIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: invitations.freelancerId })
      .from(invitations)
      .where(and(eq(invitations.vacancyId, vacancyId), inArray(invitations.freelancerId, freelancerIds)));
    return new Set(rows.map((row) => row.id));
  }

  async hasApplied(vacancyId: string, freelancerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(vacancyApplications)
      .where(and(eq(vacancyApplications.vacancyId, vacancyId), eq(vacancyApplications.freelancerId, freelancerId)))
      .limit(1);
    return row !== undefined;
  }

  /** Locks the business's account row: its invitations are then counted and added one after another. */
  async lockBusiness(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  /** The business's invitations made after `since` (the index of business and time). */
  async sentSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.businessUserId, userId), gt(invitations.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Adds the invitation; undefined when this freelancer was already invited to this vacancy. */
  async insert(values: Omit<InvitationRow, 'id'>): Promise<InvitationRow | undefined> {
    const [row] = await this.db.insert(invitations).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The invitation of this freelancer account to this vacancy, if any. */
  async ofFreelancerUser(vacancyId: string, userId: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select({ invitation: invitations })
      .from(invitations)
      .innerJoin(freelancers, eq(freelancers.id, invitations.freelancerId))
      .where(and(eq(invitations.vacancyId, vacancyId), eq(freelancers.userId, userId)));
    return row?.invitation;
  }
}
