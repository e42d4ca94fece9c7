import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuthService } from '../modules/auth/service';
import { ContentService } from '../modules/content/service';
import { EConsultationsService } from '../modules/econsultations/service';
import { FreelancersService } from '../modules/freelancers/service';
import { UsersService } from '../modules/users/service';
import { CompaniesService } from '../modules/companies/service';
import { ReviewsService } from '../modules/reviews/service';
import { ConversationsService } from '../modules/conversations/service';
import { VacanciesService } from '../modules/vacancies/service';
import { ApplicationsService } from '../modules/applications/service';
import { NotificationsService } from '../modules/notifications/service';
import { isAccountDeleted } from '../modules/account-data/service';
import { TwoFactorService } from '../modules/two-factor/service';
import { recordSignIn } from '../modules/security-log/sign-in';
import type { Requester } from '../modules/auth/service';
import type { UserRow } from '../modules/users/repository';
import { PasskeysService } from '../modules/passkeys/service';
import { SuspensionsService } from '../modules/admin/suspensions';
import { HidingService } from '../modules/admin/hiding';
import { AlertsService } from '../modules/alerts/service';
import { NoticesService } from '../modules/notices/service';
import { SavedSearchesService } from '../modules/saved-searches/service';
import { SavedSearchAlerts } from '../modules/saved-searches/alerts';
import { InvitationsService } from '../modules/invitations/service';

/** The app's services, one of each, shared by every route that needs it. */
export interface Services {
  users: UsersService;
  auth: AuthService;
  twoFactor: TwoFactorService;
  passkeys: PasskeysService;
  freelancers: FreelancersService;
  vacancies: VacanciesService;
  applications: ApplicationsService;
  companies: CompaniesService;
  econsultations: EConsultationsService;
  reviews: ReviewsService;
  conversations: ConversationsService;
  content: ContentService;
  notifications: NotificationsService;
  /** The operator console's suspension of accounts and hiding of content. */
  suspensions: SuspensionsService;
  hiding: HidingService;
  /** Vacancy alerts, new-proposal e-mails, alert settings and the suggestions of both sides. */
  alerts: AlertsService;
  /** The notification centre; `notices.add` writes a notice (inside a change's transaction when given). */
  notices: NoticesService;
  savedSearches: SavedSearchesService;
  savedSearchAlerts: SavedSearchAlerts;
  invitations: InvitationsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services of the modules, built once from the app's database, config, clock and plugins. */
    services: Services;
  }
}

/**
 * Builds every service once, all from the same dependencies: the routes of a
 * module and those of another (the administrator's approvals, the freelancer
 * save that carries e-consultation settings) use the same service, on the
 * same clock. The command line, which has no app, builds the few it needs.
 */
export function createServices(app: FastifyInstance): Services {
  const { config, log } = app;
  const db = app.database.db;
  const now = () => app.clock.now();
  const notices = new NoticesService({ db, live: app.live, now });
  const users = new UsersService({
    db,
    config,
    mailer: app.mailer,
    log,
    takeMail: (kind, address) => app.throttle.takeMail(kind, address),
    guessGuard: app.throttle,
    sessionsEnded: (userId) => app.live.publish({ type: 'sessions', userId }),
    now,
  });
  // The alerts hear of vacancies listed and proposals stored (built after the vacancies, whose views they use).
  const vacancyChanged = (id: string): Promise<void> => alerts.vacancyChanged(id);
  const vacancies = new VacanciesService({ db, config, storage: app.storage, now, vacancyChanged });
  const invitations = new InvitationsService({ db, config, mailer: app.mailer, notices: notices.add, vacancies, now });
  const alerts = new AlertsService({ db, config, jobs: app.jobs, mailer: app.mailer, vacancies, addNotice: notices.add, invitedOf: (vacancyId, ids) => invitations.invitedOf(vacancyId, ids), now });
  const reviews = new ReviewsService({ db, config, mailer: app.mailer, jobs: app.jobs, notices: notices.add, now });
  const signedIn = (user: UserRow, requester: Requester) => users.inTransaction((tx) => recordSignIn(tx, { mailer: app.mailer, config, now: now() }, user, requester));
  const twoFactor = new TwoFactorService({ db, users: users.repository, sessions: app.sessions, throttle: app.throttle, now, signedIn, contactEmail: config.contactEmail });
  return {
    users,
    auth: new AuthService({ config, users, sessions: app.sessions, mailer: app.mailer, throttle: app.throttle, log, now, accountDeleted: (id) => isAccountDeleted(db, id), twoFactor }),
    twoFactor,
    passkeys: new PasskeysService({ db, config, sessions: app.sessions, now, signedIn, accountDeleted: (id) => isAccountDeleted(db, id) }),
    freelancers: new FreelancersService({ db, config, storage: app.storage, log, now }),
    vacancies,
    applications: new ApplicationsService({ db, config, storage: app.storage, mailer: app.mailer, vacancies, notices: notices.add, now, proposalArrived: (id, tx) => alerts.proposalArrived(id, tx) }),
    companies: new CompaniesService({ db, config, storage: app.storage, mailer: app.mailer, vacancies, reviews, resolveTxt: app.resolveTxt, now }),
    econsultations: new EConsultationsService({ db, config, mailer: app.mailer, robot: app.robot, log, jobs: app.jobs, notices: notices.add, now }),
    reviews,
    conversations: new ConversationsService({ db, jobs: app.jobs, live: app.live, storage: app.storage, mailer: app.mailer, config, now }),
    content: new ContentService({ db }),
    notifications: new NotificationsService({ db, config, tokens: app.tokens }),
    suspensions: new SuspensionsService({ db, config, now, sessionsEnded: (userId) => app.live.publish({ type: 'sessions', userId }) }),
    hiding: new HidingService({ db, config, mailer: app.mailer, now }),
    alerts,
    notices,
    savedSearches: new SavedSearchesService({ db, config, now }),
    savedSearchAlerts: new SavedSearchAlerts({ db, config, mailer: app.mailer, jobs: app.jobs, notices: notices.add, now }),
    invitations,
  };
}

/** app.services: needs the plugins whose decorators the services use. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('services', createServices(app));
  },
  {
    name: 'khibra-services',
    dependencies: ['khibra-rate-limit', 'khibra-jobs', 'khibra-mail', 'khibra-auth', 'khibra-captcha', 'khibra-uploads', 'khibra-live'],
    decorators: { fastify: ['database', 'config', 'clock', 'resolveTxt'] },
  },
);
