import type { AlertSettings, SuggestedFreelancer, VacancyForYou } from '@contracts/alerts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../plugins/mail';
import { clockOf, type Clock } from '../deps';
import type { AddNotice } from '../notices/kinds';
import type { UserRow } from '../users/repository';
import type { VacanciesService } from '../vacancies/service';
import { ProposalAlerts } from './proposals';
import { AlertSettingsStore } from './settings';
import { Suggestions } from './suggestions';
import { VacancyAlerts } from './vacancy-alerts';

export interface AlertsServiceDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  vacancies: VacanciesService;
  /** Writes in-app notices (NoticesService.add); none: no notices. */
  addNotice?: AddNotice;
  /** Which freelancers the vacancy's business invited to it (the invitations module); none: nobody. */
  invitedOf?: (vacancyId: string, freelancerIds: string[]) => Promise<Set<string>>;
  now?: Clock;
}

/**
 * Telling members when something matches them: vacancy alerts to freelancers, new proposals to businesses, the
 * alert settings, and the suggestions of both sides, all on one matching rule (./matching.ts).
 */
export class AlertsService {
  readonly vacancyAlerts: VacancyAlerts;
  readonly proposals: ProposalAlerts;
  private readonly settingsStore: AlertSettingsStore;
  private readonly suggestions: Suggestions;
  private addNotice: AddNotice | undefined;

  constructor(deps: AlertsServiceDeps) {
    const now = clockOf(deps.now);
    // Notices go through this.addNotice, so the notification centre can be given after construction (useNotices).
    this.addNotice = deps.addNotice;
    const addNotice: AddNotice = (notice, db) => this.addNotice?.(notice, db) ?? Promise.resolve();
    const parts = { db: deps.db, config: deps.config, jobs: deps.jobs, mailer: deps.mailer, addNotice, now };
    this.vacancyAlerts = new VacancyAlerts(parts);
    this.proposals = new ProposalAlerts(parts);
    this.settingsStore = new AlertSettingsStore(deps.db);
    this.suggestions = new Suggestions({ db: deps.db, config: deps.config, vacancies: deps.vacancies, now, invitedOf: deps.invitedOf });
  }

  /** Where the alerts' in-app notices are written (NoticesService.add). */
  useNotices(add: AddNotice): void {
    this.addNotice = add;
  }

  /** The sending jobs' handlers (app start). */
  registerJobs(): void {
    this.vacancyAlerts.register();
    this.proposals.register();
  }

  /** GET /user/alerts. */
  settings(user: UserRow): Promise<AlertSettings> {
    return this.settingsStore.read(user);
  }

  /** PUT /user/alerts: a freelancer's pending alerts follow a new frequency at once; a business's daily summary counts from its choice. */
  async saveSettings(user: UserRow, body: unknown): Promise<AlertSettings> {
    const { settings, rescheduled, toDaily } = await this.settingsStore.save(user, body);
    if (rescheduled) await this.vacancyAlerts.rescheduleOf(rescheduled);
    if (toDaily) await this.proposals.summariesFromNow(user.id);
    return settings;
  }

  /** A vacancy was posted, edited or approved: its alerts, once it is listed. */
  vacancyChanged(vacancyId: string): Promise<void> {
    return this.vacancyAlerts.vacancyChanged(vacancyId);
  }

  /** A proposal was stored. */
  proposalArrived(vacancyId: string, db?: Db): Promise<void> {
    return this.proposals.arrived(vacancyId, db);
  }

  suggested(user: UserRow, vacancyId: string): Promise<SuggestedFreelancer[]> {
    return this.suggestions.suggested(user, vacancyId);
  }

  forYou(user: UserRow): Promise<VacancyForYou[]> {
    return this.suggestions.forYou(user);
  }
}
