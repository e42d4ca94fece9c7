import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { accountSchema, passwordUpdateSchema, type AccountUpdatePayload, type VerifyEmailFailure } from '@contracts/auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@contracts/locale';
import { msg } from '@contracts/messages';
import { inLanguageOf } from '../../plugins/locale';
import { operatorRoleOf } from '@contracts/operator';
import { ACCOUNT_PATHS, type MyProfile, type ProfileUser } from '@contracts/user';
import { API_PREFIX } from '@contracts/api';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { assertKnownCountry } from '../reference/rules';
import type { Mailer } from '../../plugins/mail';
import { emailChangeConfirmationMail, emailChangeNoticeMail, passwordChangedMail, verificationMail } from './emails';
import { myProfileFreelancerPart } from '../freelancers/service';
import { SessionsRepository, type SessionRow } from '../sessions/repository';
import { SESSION_TTL_MS } from '../sessions/service';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { UsersRepository, isUniqueViolation, type NewUser, type UserPatch, type UserRow } from './repository';
import { myProfileVacancyPart } from '../vacancies/service';
import { isUuid } from '../../http/uuid';
import { sha256 } from '../../http/tokens';
import { pageUrl } from '../../http/page-url';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import { recordSecurityEvent } from '../security-log/record';

const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/** The "This wasn't me" link sent to the old address works longer than the confirmation link. */
const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'city', 'showPhonePublic', 'showPhoneRegistered'] as const;

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const linkToken = () => randomBytes(32).toString('base64url');
const usableToken = (token: unknown): token is string => typeof token === 'string' && token.length >= 16 && token.length <= 128;

/** Which password a login or a check matched: the account's own, or an unexpired temporary one (forgot password). */
export type PasswordMatch = 'password' | 'temporary' | null;

/** Refuses a password from the built-in list of the most common ones (400 commonPassword). */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(msg.commonPassword, 'commonPassword');
}

/** Why a confirmation link failed; 'cancelled': replaced by a newer request, or cancelled by a password change, "Sign out of all devices" or "This wasn't me". */
export type ConfirmEmailFailure = 'expired' | 'used' | 'invalid' | 'taken' | 'cancelled';

/** The account as the SPA sees it: explicit fields only, never a hash. */
export function toProfileUser(user: UserRow): ProfileUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    country: user.country,
    city: user.city,
    showPhonePublic: user.showPhonePublic,
    showPhoneRegistered: user.showPhoneRegistered,
    Iam: user.iam,
  };
}

export interface UsersServiceDeps extends ServiceDeps {
  /** Needed only by the calls that send e-mail (the admin command line has none). */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  /** Counts account e-mails per address; false when the hourly allowance is used up. */
  takeMail?: (kind: string, address: string) => Promise<boolean>;
  /**
   * The failed-login counter of an address and client: a wrong current
   * password (password update, e-mail change) counts as a failed login from
   * that client, so a stolen session cannot guess the password faster than
   * the login form can.
   */
  guessGuard?: { assertLoginAllowed(address: string, client: string): Promise<void>; loginFailed(address: string, client: string): Promise<void> };
  /** Some sessions of the account ended: every instance closes their live streams at once. */
  sessionsEnded?: (userId: string) => Promise<void>;
}

/** Rules of accounts: profile, account and password changes, e-mail verification, approval. */
export class UsersService {
  readonly repository: UsersRepository;
  private readonly now: Clock;

  constructor(private readonly deps: UsersServiceDeps) {
    this.repository = new UsersRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /**
   * GET /user/myprofile, assembled in this one place. This issue (accounts)
   * fills user and isUpdate.mailVerified/approve; the other capabilities
   * extend it here: the freelancer issue sets profilePhoto and
   * isUpdate.applied, the vacancy issues postedVacancies and
   * appliedVacancies, the favourites issue favoriteFreelancers.
   */
  async buildMyProfile(user: UserRow, session?: SessionRow | null): Promise<MyProfile> {
    const vacancyPart = await myProfileVacancyPart(this.deps.db, this.deps.config, user.id);
    const freelancer = await myProfileFreelancerPart(this.deps.db, this.deps.config, user.id);
    return {
      user: toProfileUser(user),
      profilePhoto: freelancer.profilePhoto,
      postedVacancies: vacancyPart.postedVacancies,
      appliedVacancies: vacancyPart.appliedVacancies,
      favoriteFreelancers: freelancer.favoriteFreelancers,
      isUpdate: { mailVerified: user.mailVerified, approve: user.approved, applied: freelancer.applied },
      pendingEmail: await this.repository.pendingEmail(user.id),
      mustChangePassword: session?.mustChangePassword ?? false,
      language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
      operatorRole: operatorRoleOf(user),
    };
  }

  /** PUT /user/language { language }: the member's language; their e-mails follow it. */
  async setLanguage(user: UserRow, body: unknown): Promise<{ language: Locale }> {
    const language = (body as { language?: unknown } | null)?.language;
    if (!isLocale(language)) throw badRequest(msg.unknownLanguage, 'validation');
    await this.repository.update(user.id, { language });
    return { language };
  }

  /**
   * POST /user/myprofile: only the changed fields arrive; the merged account
   * must pass the account form's rules. A new address needs the current
   * password and must be free; it does not replace the account's address yet:
   * it waits as pendingEmail until the link sent to it is opened, and the old
   * address is told, with a link that cancels the change. Other changed
   * fields are saved at once.
   */
  async updateAccount(user: UserRow, body: unknown, session: SessionRow | null | undefined, client: string): Promise<MyProfile> {
    const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const current = toProfileUser(user);
    const changed: AccountUpdatePayload = {};
    for (const field of ACCOUNT_FIELDS) {
      // null reads as "emptied", so the required rule answers with its message.
      if (input[field] !== undefined) Object.assign(changed, { [field]: input[field] === null ? '' : input[field] });
    }
    const merged = await validateBody(accountSchema, { ...current, ...changed });
    const patch: UserPatch = {};
    for (const field of ACCOUNT_FIELDS) {
      if (merged[field] !== current[field]) Object.assign(patch, { [field]: merged[field] });
    }
    // A change of letter case only is saved like any field; another address goes through confirmation.
    const newAddress = patch.email !== undefined && !sameAddress(patch.email, user.email) ? merged.email : undefined;
    if (newAddress !== undefined) delete patch.email;
    if (Object.keys(patch).length === 0 && newAddress === undefined) throw badRequest(msg.nothingChanged, 'nothingChanged');
    // A changed country must be one of the reference list; a stored one is left as it is.
    assertKnownCountry(patch.country);

    if (newAddress !== undefined) {
      const password = input.currentPassword;
      if (typeof password !== 'string' || password === '') throw badRequest(msg.currentPasswordForEmail, 'currentPasswordRequired');
      await this.deps.guessGuard?.assertLoginAllowed(user.email, client);
      if (!(await verifyPassword(password, user.passwordHash))) {
        await this.deps.guessGuard?.loginFailed(user.email, client);
        throw badRequest(msg.invalidCurrentPassword, 'invalidCurrentPwd');
      }
      if (await this.repository.emailTaken(newAddress, user.id)) throw conflict(msg.emailTaken, 'emailTaken');
    }
    let updated: UserRow | undefined = user;
    if (Object.keys(patch).length > 0) {
      try {
        updated = await this.repository.update(user.id, patch);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(msg.emailTaken, 'emailTaken');
        throw error;
      }
      if (!updated) throw notFound();
    }
    if (newAddress !== undefined) await this.requestEmailChange(updated, newAddress);
    return this.buildMyProfile(updated, session);
  }

  /** Records the pending address and sends both links: confirmation to the new address, notice with cancel link to the old. */
  private async requestEmailChange(user: UserRow, newAddress: string): Promise<void> {
    const confirmToken = linkToken();
    const cancelToken = linkToken();
    const now = this.now().getTime();
    const base = `${this.deps.config.publicUrl}${API_PREFIX}`;
    // The pending change and both mails are one change.
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await new UsersRepository(tx).insertEmailChange({
      userId: user.id,
      oldEmail: user.email,
      newEmail: newAddress,
      confirmTokenHash: sha256(confirmToken),
      cancelTokenHash: sha256(cancelToken),
      expiresAt: new Date(now + VERIFICATION_TTL_MS),
      cancelExpiresAt: new Date(now + EMAIL_CHANGE_CANCEL_TTL_MS),
      });
      await this.mailer().send(inLanguageOf(user, () => emailChangeConfirmationMail(newAddress, user.firstName, `${base}${ACCOUNT_PATHS.confirmEmail}?token=${encodeURIComponent(confirmToken)}`)), tx);
      await this.mailer().send(inLanguageOf(user, () => emailChangeNoticeMail(user.email, user.firstName, newAddress, `${base}${ACCOUNT_PATHS.cancelEmailChange}?token=${encodeURIComponent(cancelToken)}`)), tx);
    });
  }

  /**
   * GET /unauth/confirm-email: the link sent to the new address. The account
   * takes the address (verified, since the link reached it); under
   * APPROVAL=email that also approves it, as the first verification does.
   */
  async confirmEmailChange(token: unknown): Promise<{ ok: true } | { ok: false; reason: ConfirmEmailFailure }> {
    if (!usableToken(token)) return { ok: false, reason: 'invalid' };
    const change = await this.repository.findEmailChange('confirm', sha256(token));
    if (!change) return { ok: false, reason: 'invalid' };
    if (change.cancelledAt) return { ok: false, reason: 'cancelled' };
    if (change.confirmedAt) return { ok: false, reason: 'used' };
    if (change.expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: 'expired' };
    const user = await this.repository.findById(change.userId);
    if (!user || !sameAddress(user.email, change.oldEmail)) return { ok: false, reason: 'invalid' };
    if (await this.repository.emailTaken(change.newEmail, user.id)) return { ok: false, reason: 'taken' };
    try {
      const applied = await this.repository.applyEmailChange(change, this.deps.config.approval === 'email' ? { approved: true } : {});
      if (applied) await recordSecurityEvent(this.deps.db, user.id, 'emailChanged');
      return applied ? { ok: true } : { ok: false, reason: 'used' };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
      throw error;
    }
  }

  /**
   * GET /unauth/cancel-email-change: "This wasn't me" from the old address.
   * The pending change is dropped; one already confirmed is undone while the
   * old address is still free. Every other change still waiting for its
   * link is cancelled too, and every session of the account ends either way.
   */
  async cancelEmailChange(token: unknown): Promise<boolean> {
    if (!usableToken(token)) return false;
    const change = await this.repository.findEmailChange('cancel', sha256(token));
    if (!change || change.cancelledAt || change.cancelExpiresAt.getTime() <= this.now().getTime()) return false;
    if (!(await this.repository.cancelEmailChange(change.id))) return false;
    if (change.confirmedAt) {
      const user = await this.repository.findById(change.userId);
      if (user && sameAddress(user.email, change.newEmail) && !(await this.repository.emailTaken(change.oldEmail, user.id))) {
        try {
          await this.repository.update(user.id, { email: change.oldEmail, mailVerified: true });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
    await this.signOutEverywhere(change.userId, 'thisWasntMe');
    return true;
  }

  /**
   * POST /user/logout-all (and "This wasn't me"): every session of the account
   * ends and every e-mail change still waiting for its link is cancelled, so
   * a thief signed out cannot still take the account through a new address.
   */
  async signOutEverywhere(userId: string, by: 'member' | 'thisWasntMe' = 'member', ip?: string): Promise<void> {
    await this.inTransaction(async (tx) => {
      const count = await new SessionsRepository(tx).revokeAllOf(userId);
      await new UsersRepository(tx).cancelOpenEmailChanges(userId);
      await recordSecurityEvent(tx, userId, 'signedOutEverywhere', { by, count, ...(ip ? { ip } : {}) });
    });
    await this.deps.sessionsEnded?.(userId);
  }

  /**
   * POST /user/password/update. A wrong current password is 400
   * invalidCurrentPwd, never 401 (which would log out). In a session opened
   * with a temporary password, that temporary password counts as current:
   * this completes the reset. Every other session of the account ends; this
   * one continues (with the same token) as an ordinary session, any e-mail
   * change still waiting for its link is cancelled (a thief who knew the old
   * password cannot finish one), and the account's address is told.
   */
  async updatePassword(user: UserRow, session: SessionRow, body: unknown, client: string): Promise<void> {
    const payload = await validateBody(passwordUpdateSchema, body);
    assertNotCommonPassword(payload.new);
    await this.deps.guessGuard?.assertLoginAllowed(user.email, client);
    const matches =
      (await verifyPassword(payload.current, user.passwordHash)) ||
      (session.mustChangePassword && user.tempPasswordHash !== null && (await verifyPassword(payload.current, user.tempPasswordHash)));
    if (!matches) {
      await this.deps.guessGuard?.loginFailed(user.email, client);
      throw badRequest(msg.invalidCurrentPassword, 'invalidCurrentPwd');
    }
    const passwordHash = await hashPassword(payload.new);
    await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const accounts = new UsersRepository(db);
      await accounts.update(user.id, { passwordHash, tempPasswordHash: null, tempPasswordExpiresAt: null });
      await accounts.cancelOpenEmailChanges(user.id);
      const sessions = new SessionsRepository(db);
      const count = await sessions.revokeAllOf(user.id, session.id);
      await recordSecurityEvent(db, user.id, session.mustChangePassword ? 'passwordReset' : 'passwordChanged', { ip: client });
      if (count > 0) await recordSecurityEvent(db, user.id, 'sessionEnded', { by: 'passwordChange', count, ip: client });
      await sessions.update(session.id, { mustChangePassword: false, expiresAt: new Date(session.createdAt.getTime() + SESSION_TTL_MS) });
      // The notice is part of the change: queued exactly when the password changed.
      const { config } = this.deps;
      await this.mailer().send(inLanguageOf(user, () => passwordChangedMail(user.email, user.firstName, pageUrl(config.publicUrl, 'forgot'), config.contactEmail)), db);
    });
    await this.deps.sessionsEnded?.(user.id);
  }

  /**
   * Which password the candidate is: the account's own, or a temporary one
   * (forgot password) within its hour and not yet spent on a login. A
   * temporary password never replaces the password by itself: it opens a
   * session that must set a new one.
   */
  async checkPassword(user: UserRow, candidate: string): Promise<PasswordMatch> {
    if (await verifyPassword(candidate, user.passwordHash)) return 'password';
    const { tempPasswordHash, tempPasswordExpiresAt } = user;
    if (!tempPasswordHash || !tempPasswordExpiresAt || tempPasswordExpiresAt.getTime() <= this.now().getTime()) return null;
    return (await verifyPassword(candidate, tempPasswordHash)) ? 'temporary' : null;
  }

  /** Creates a single-use link valid 48 hours for the account's current address and e-mails it (within `tx`, when given). */
  async sendVerification(user: UserRow, tx?: Db): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await (tx ? new UsersRepository(tx) : this.repository).insertVerification({ userId: user.id, tokenHash: sha256(token), email: user.email, expiresAt: new Date(this.now().getTime() + VERIFICATION_TTL_MS) });
    const link = `${this.deps.config.publicUrl}${API_PREFIX}/unauth/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer().send(inLanguageOf(user, () => verificationMail(user.email, user.firstName, link)), tx);
  }

  /** A new account, its verification link and its e-mail, as one change (sign-up). */
  async createAccount(values: NewUser): Promise<UserRow> {
    return this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const user = await new UsersRepository(tx).insert(values);
      await this.sendVerification(user, tx);
      return user;
    });
  }

  /** Runs `work` in one transaction (a change and the e-mails it causes). */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((transaction) => work(transaction as unknown as Db));
  }

  private mailer(): Mailer {
    if (!this.deps.mailer) throw new Error('UsersService needs a mailer to send account e-mails');
    return this.deps.mailer;
  }

  /** GET /freelancer/generate-token: the verification e-mail again, a few times per hour at most. */
  async resendVerification(user: UserRow): Promise<void> {
    if (user.mailVerified) throw badRequest(msg.alreadyVerified, 'alreadyVerified');
    if (this.deps.takeMail && !(await this.deps.takeMail('verification', user.email))) throw new HttpError(429, msg.tooManyRequests, 'tooManyRequests');
    await this.inTransaction((tx) => this.sendVerification(user, tx));
  }

  /**
   * Spends a verification link: the address is verified, and under
   * APPROVAL=email the account is approved. A link whose address is no longer
   * the account's address counts as invalid.
   */
  async verifyEmail(token: unknown): Promise<{ ok: true } | { ok: false; reason: VerifyEmailFailure }> {
    if (typeof token !== 'string' || token.length < 16 || token.length > 128) return { ok: false, reason: 'invalid' };
    const link = await this.repository.findVerification(sha256(token));
    if (!link) return { ok: false, reason: 'invalid' };
    if (link.usedAt) return { ok: false, reason: 'used' };
    if (link.expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: 'expired' };
    const user = await this.repository.findById(link.userId);
    if (!user || !sameAddress(user.email, link.email)) return { ok: false, reason: 'invalid' };
    if (!(await this.repository.spendVerification(link.id))) return { ok: false, reason: 'used' };
    await this.repository.update(user.id, { mailVerified: true, ...(this.deps.config.approval === 'email' ? { approved: true } : {}) });
    return { ok: true };
  }

  listPending(): Promise<UserRow[]> {
    return this.repository.listPending();
  }

  private async findTarget(idOrEmail: string): Promise<UserRow> {
    const user = isUuid(idOrEmail) ? await this.repository.findById(idOrEmail) : idOrEmail.includes('@') ? await this.repository.findByEmail(idOrEmail) : undefined;
    if (!user) throw notFound('No such user.');
    return user;
  }

  /** Approves an account (admin API by id, command line by e-mail). */
  async approve(idOrEmail: string): Promise<UserRow> {
    const user = await this.findTarget(idOrEmail);
    return (await this.repository.update(user.id, { approved: true })) ?? user;
  }

  /** Makes an account an administrator; an administrator is approved as well. */
  async makeAdmin(idOrEmail: string): Promise<UserRow> {
    const user = await this.findTarget(idOrEmail);
    return (await this.repository.update(user.id, { isAdmin: true, approved: true })) ?? user;
  }
}
