import type { FastifyBaseLogger } from 'fastify';
import type { InferType } from 'yup';
import {
  BUSINESS_ROLE,
  FIELD_LABELS,
  type contactSchema,
  type forgotPasswordSchema,
  inviteSchema,
  type loginSchema,
  type signupSchema,
  splitEmails,
  type TokenResponse,
} from '@contracts/auth';
import { DEFAULT_LOCALE, type Locale } from '@contracts/locale';
import type { LoginResponse } from '@contracts/two-factor';
import { msg } from '@contracts/messages';
import { inLanguageOf, inLocale } from '../../plugins/locale';
import type { Config } from '../../config';
import { badRequest, conflict } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { pageUrl } from '../../http/page-url';
import type { Mailer } from '../../plugins/mail';
import type { AddressThrottle } from '../../plugins/rate-limit';
import type { SessionsService } from '../sessions/service';
import type { TwoFactorService } from '../two-factor/service';
import { burnPasswordCheck, hashPassword, temporaryPassword } from '../users/password';
import { UsersRepository, isUniqueViolation, type UserRow } from '../users/repository';
import { assertNotCommonPassword, type PasswordMatch, type UsersService } from '../users/service';
import { contactAcknowledgementMail, contactInquiryMail, invitationMail, temporaryPasswordMail } from './emails';
import { clockOf, type Clock } from '../deps';
import { recordSecurityEvent } from '../security-log/record';
import { recordSignIn } from '../security-log/sign-in';
import { refuseSuspended } from './suspended';

const TEMP_PASSWORD_TTL_MS = 60 * 60 * 1000;

/**
 * The invite body: { emails: [...] } where every field is required (see docs/reference.md#validation)
 * and a field may hold several addresses separated by ';' (docs/reference.md#reading-6);
 * at most 10 addresses in all.
 */
export async function parseInviteBody(body: unknown): Promise<InferType<typeof inviteSchema>> {
  const raw = (body as { emails?: unknown } | null)?.emails;
  const fields = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw.map((v) => (typeof v === 'string' ? v : String(v ?? ''))) : raw;
  if (Array.isArray(fields) && fields.some((field) => field.trim() === '')) throw badRequest(msg.required(FIELD_LABELS.email), 'validation');
  return validateBody(inviteSchema, { emails: Array.isArray(fields) ? splitEmails(fields) : fields });
}

export interface AuthServiceDeps {
  config: Config;
  users: UsersService;
  sessions: SessionsService;
  mailer: Mailer;
  throttle: AddressThrottle;
  log: FastifyBaseLogger;
  /** Two-step sign-in: with it on, a right password earns a ticket for the code step instead of a session. */
  twoFactor?: Pick<TwoFactorService, 'challenge'>;
  /** The clock of link and password expiries; tests may move it. */
  now?: Clock;
  /** Whether the account was deleted (modules/account-data): it signs in no more and gets no temporary password. */
  accountDeleted?: (userId: string) => Promise<boolean>;
}

/** Who is asking, for the session record and the per-requester limits. */
export interface Requester {
  ip: string;
  userAgent?: string;
  /** The language the request was made in (request.locale). */
  locale: Locale;
  /** The khibra_device cookie's id (security-log/devices.ts), on sign-up and login. */
  deviceId?: string;
}

/** Sign-up, login, forgot password, contact and invitations (see docs/reference.md#validation, #api). */
export class AuthService {
  private readonly now: Clock;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = clockOf(deps.now);
  }

  /**
   * POST /auth/register. Answers a token under every approval policy
   * (docs/reference.md#reading-11) and sends the verification e-mail; the account is
   * approved at once only under APPROVAL=auto.
   */
  async register(payload: InferType<typeof signupSchema>, requester?: Requester): Promise<TokenResponse> {
    const { users } = this.deps;
    assertNotCommonPassword(payload.password);
    if (await users.repository.emailTaken(payload.email)) throw conflict(msg.emailTaken, 'emailTaken');
    let user: UserRow;
    try {
      user = await users.createAccount({
        // The language the sign-up was made in: the interface's, so the first e-mails are in it too.
        language: requester?.locale ?? DEFAULT_LOCALE,
        email: payload.email,
        firstName: payload.firstName,
        lastName: payload.lastName,
        phone: payload.phone,
        country: payload.country,
        city: payload.city,
        iam: payload.Iam.includes(BUSINESS_ROLE) ? [BUSINESS_ROLE] : [],
        passwordHash: await hashPassword(payload.password),
        approved: this.deps.config.approval === 'auto',
      });
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(msg.emailTaken, 'emailTaken');
      throw error;
    }
    const { token } = await this.deps.sessions.open(user.id, { userAgent: requester?.userAgent, ip: requester?.ip });
    if (requester) await this.signedIn(user, requester);
    return { token };
  }

  /**
   * POST /auth/login. Wrong credentials are 400 (a 401 would log the SPA out);
   * an unapproved account is 400 'User is not approved by the admin', checked
   * only after the password so it reveals nothing to a guesser. Repeated
   * failures for one address from one client pause that client for that
   * address for a growing delay (429); other clients are not refused. A
   * temporary password (forgot password) opens one session, flagged
   * mustChangePassword, and is spent by it; the account's password stays as
   * it was, and logging in with it voids an unspent temporary password.
   * With two-step sign-in on, a right password answers a ticket for the code
   * step and the failures stay counted until the code is right.
   */
  async login({ email, password }: InferType<typeof loginSchema>, requester: Requester): Promise<LoginResponse> {
    const { users, throttle } = this.deps;
    await throttle.assertLoginAllowed(email, requester.ip);
    const user = await users.repository.findByEmail(email);
    const match: PasswordMatch = user ? await users.checkPassword(user, password) : (await burnPasswordCheck(password), null);
    // A temporary password opens one session only: a second login with it (even a concurrent one) fails like a wrong one.
    const spent = match === 'temporary' && user?.tempPasswordHash ? await users.repository.spendTemporaryPassword(user.id, user.tempPasswordHash) : true;
    if (!user || !match || !spent) {
      await throttle.loginFailed(email, requester.ip);
      if (user) await users.inTransaction((tx) => recordSecurityEvent(tx, user.id, 'signInFailed', { ip: requester.ip, userAgent: requester.userAgent }));
      throw badRequest(msg.wrongCredentials, 'wrongCredentials');
    }
    const mustChangePassword = match === 'temporary';
    const twoStep = await this.deps.twoFactor?.challenge(user, mustChangePassword);
    if (!twoStep) await throttle.loginSucceeded(email, requester.ip);
    // The owner still knows their password: a temporary one asked for meanwhile (by anyone) is void.
    if (match === 'password' && user.tempPasswordHash) await users.repository.update(user.id, { tempPasswordHash: null, tempPasswordExpiresAt: null });
    if (await this.deps.accountDeleted?.(user.id)) throw badRequest(msg.accountDeleted, 'accountDeleted');
    refuseSuspended(user, this.deps.config.contactEmail);
    if (!user.approved) throw badRequest(msg.notApproved, 'notApproved');
    if (twoStep) return twoStep;
    const { token } = await this.deps.sessions.open(user.id, { mustChangePassword, userAgent: requester.userAgent, ip: requester.ip });
    await this.signedIn(user, requester);
    return mustChangePassword ? { token, mustChangePassword: true } : { token };
  }

  /** The sign-in's log entry, its device and the new-device e-mail, as one change. */
  private signedIn(user: UserRow, requester: Requester): Promise<void> {
    const { mailer, config } = this.deps;
    return this.deps.users.inTransaction((tx) => recordSignIn(tx, { mailer, config, now: this.now() }, user, requester));
  }

  /**
   * POST /unauth/password/new. E-mails a temporary password valid one hour, for one login.
   * It only opens a session that must set a new password; the old password
   * is never invalidated by a request, so a stranger asking cannot lock
   * anyone out. The answer is the same whether or not the address has an account.
   */
  async forgotPassword({ email }: InferType<typeof forgotPasswordSchema>, requester: Requester): Promise<void> {
    const { users, throttle, config, mailer } = this.deps;
    // Counted whether or not the address exists, so a 429 reveals nothing either.
    await throttle.takeForgotPassword(email, requester.ip);
    const found = await users.repository.findByEmail(email);
    const user = found && !(await this.deps.accountDeleted?.(found.id)) ? found : undefined;
    if (!user) {
      await burnPasswordCheck(email);
      return;
    }
    const password = temporaryPassword();
    const tempPasswordHash = await hashPassword(password);
    // The temporary password and its e-mail are one change.
    await users.inTransaction(async (tx) => {
      await new UsersRepository(tx).update(user.id, { tempPasswordHash, tempPasswordExpiresAt: new Date(this.now().getTime() + TEMP_PASSWORD_TTL_MS) });
      await mailer.send(inLanguageOf(user, () => temporaryPasswordMail(user.email, user.firstName, password, pageUrl(config.publicUrl, 'login'))), tx);
    });
  }

  /** POST /auth/contact-us: the inquiry to CONTACT_EMAIL (reply-to the sender) and an acknowledgement to the sender. */
  async contact(payload: InferType<typeof contactSchema>, locale: Locale): Promise<void> {
    const { config, mailer, throttle } = this.deps;
    await mailer.send(inLocale('en', () => contactInquiryMail(config.contactEmail, payload)));
    if (await throttle.takeMail('contact-ack', payload.email)) {
      // The acknowledgement in the language the sender wrote in.
      await mailer.send(inLocale(locale, () => contactAcknowledgementMail(payload.email, config.contactEmail))).catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'sending the contact acknowledgement failed');
      });
    }
  }

  /**
   * POST /auth/invite-friend (logged in): one invitation per distinct address,
   * at most 10 per request, naming the inviter. An address that already got
   * its hourly share of invitations is skipped silently.
   */
  async invite(inviter: UserRow, payload: InferType<typeof inviteSchema>, locale: Locale): Promise<{ invited: number }> {
    const { config, mailer, throttle } = this.deps;
    const seen = new Set<string>();
    const name = `${inviter.firstName} ${inviter.lastName}`.trim();
    let invited = 0;
    for (const address of payload.emails) {
      const key = address.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (!(await throttle.takeMail('invitation', address))) continue;
      // In the language the inviter used: the friends' is not known.
      await mailer.send(inLocale(locale, () => invitationMail(address, name, pageUrl(config.publicUrl, 'signup'))));
      invited += 1;
    }
    return { invited };
  }
}
