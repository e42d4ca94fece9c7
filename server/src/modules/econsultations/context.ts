import type { FastifyBaseLogger } from 'fastify';
import { PROPOSAL_HOLD_HOURS } from '@contracts/econsultation/availability';
import type { JobQueue } from '../../jobs/queue';
import type { RobotCheck } from '../../plugins/captcha';
import type { Mailer } from '../../plugins/mail';
import { FreelancersRepository } from '../freelancers/repository';
import { UsersRepository } from '../users/repository';
import { EConsultationsRepository } from './repository';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { AddNotice } from '../notices/kinds';

export const HOUR_MS = 3_600_000;

export interface EConsultationsDeps extends ServiceDeps {
  mailer: Mailer;
  robot: RobotCheck;
  log: FastifyBaseLogger;
  /** The durable job queue: reminders are jobs due 24 hours and 1 hour before the start. */
  jobs: JobQueue;
  /** The other party's notice of a booking's change (the notification centre). */
  notices?: AddNotice;
}

/** Proposals made since this instant still hold their time. */
export const holdsSince = (now: Date): Date => new Date(now.getTime() - PROPOSAL_HOLD_HOURS * HOUR_MS);

export const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** What every part of the e-consultations service reads with: its dependencies, repositories and clock. */
export abstract class EConsultationsPart {
  readonly repository: EConsultationsRepository;
  protected readonly freelancers: FreelancersRepository;
  protected readonly users: UsersRepository;
  protected readonly now: Clock;

  constructor(protected readonly deps: EConsultationsDeps) {
    this.repository = new EConsultationsRepository(deps.db);
    this.freelancers = new FreelancersRepository(deps.db, deps.config.approval);
    this.users = new UsersRepository(deps.db);
    this.now = clockOf(deps.now);
  }
}
