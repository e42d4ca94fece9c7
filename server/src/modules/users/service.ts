import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { accountSchema, passwordUpdateSchema, type AccountUpdatePayload, type VerifyEmailFailure } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { AdminUserView, MyProfile, ProfileUser } from '@contracts/user';
import { API_PREFIX } from '@contracts/api';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { assertKnownCountry } from '../reference/rules';
import type { Mailer } from '../../plugins/mail';
import { verificationMail } from './emails';
import { myProfileFreelancerPart } from '../freelancers/service';
import { hashPassword, verifyPassword } from './password';
import { UsersRepository, isUniqueViolation, type UserPatch, type UserRow } from './repository';
import { myProfileVacancyPart } from '../vacancies/service';

const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'city', 'showPhonePublic', 'showPhoneRegistered'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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

export function toAdminView(user: UserRow): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mailVerified: user.mailVerified,
    approved: user.approved,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface UsersServiceDeps {
  db: Db;
  config: Config;
  /** Needed only by the calls that send e-mail (the admin command line has none). */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  /** Counts account e-mails per address; false when the hourly allowance is used up. */
  takeMail?: (kind: string, address: string) => Promise<boolean>;
}

/** Rules of accounts: profile, account and password changes, e-mail verification, approval. */
export class UsersService {
  readonly repository: UsersRepository;

  constructor(private readonly deps: UsersServiceDeps) {
    this.repository = new UsersRepository(deps.db);
  }

  /**
   * GET /user/myprofile, assembled in this one place. This issue (accounts)
   * fills user and isUpdate.mailVerified/approve; the other capabilities
   * extend it here: the freelancer issue sets profilePhoto and
   * isUpdate.applied, the vacancy issues postedVacancies and
   * appliedVacancies, the favourites issue favoriteFreelancers.
   */
  async buildMyProfile(user: UserRow): Promise<MyProfile> {
    const vacancyPart = await myProfileVacancyPart(this.deps.db, this.deps.config, user.id);
    const freelancer = await myProfileFreelancerPart(this.deps.db, this.deps.config, user.id);
    return {
      user: toProfileUser(user),
      profilePhoto: freelancer.profilePhoto,
      postedVacancies: vacancyPart.postedVacancies,
      appliedVacancies: vacancyPart.appliedVacancies,
      favoriteFreelancers: freelancer.favoriteFreelancers,
      isUpdate: { mailVerified: user.mailVerified, approve: user.approved, applied: freelancer.applied },
    };
  }

  /**
   * POST /user/myprofile: only the changed fields arrive; the merged account
   * must pass the account form's rules. A new address must be free and is
   * verified again (a verification e-mail goes to it).
   */
  async updateAccount(user: UserRow, body: unknown): Promise<MyProfile> {
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
    if (Object.keys(patch).length === 0) throw badRequest(msg.nothingChanged, 'nothingChanged');
    // A changed country must be one of the reference list (issue 10); a stored one is left as it is.
    assertKnownCountry(patch.country);

    const newAddress = patch.email !== undefined && !sameAddress(patch.email, user.email);
    if (newAddress) {
      if (await this.repository.emailTaken(merged.email, user.id)) throw conflict(msg.emailTaken, 'emailTaken');
      patch.mailVerified = false;
    }
    let updated: UserRow | undefined;
    try {
      updated = await this.repository.update(user.id, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(msg.emailTaken, 'emailTaken');
      throw error;
    }
    if (!updated) throw notFound();
    if (newAddress) await this.sendVerificationQuietly(updated);
    return this.buildMyProfile(updated);
  }

  /** POST /user/password/update. A wrong current password is 400 invalidCurrentPwd, never 401 (which would log out). */
  async updatePassword(user: UserRow, body: unknown): Promise<void> {
    const payload = await validateBody(passwordUpdateSchema, body);
    if (!(await this.checkPassword(user, payload.current))) throw badRequest(msg.invalidCurrentPassword, 'invalidCurrentPwd');
    await this.repository.update(user.id, { passwordHash: await hashPassword(payload.new), tempPasswordHash: null, tempPasswordExpiresAt: null });
  }

  /**
   * Whether the candidate is the account's password. A valid temporary
   * password (forgot password) also passes, and on that first use becomes
   * the password; until then the old password keeps working.
   */
  async checkPassword(user: UserRow, candidate: string): Promise<boolean> {
    if (await verifyPassword(candidate, user.passwordHash)) return true;
    const { tempPasswordHash, tempPasswordExpiresAt } = user;
    if (!tempPasswordHash || !tempPasswordExpiresAt || tempPasswordExpiresAt.getTime() <= Date.now()) return false;
    if (!(await verifyPassword(candidate, tempPasswordHash))) return false;
    await this.repository.promoteTempPassword(user.id, tempPasswordHash);
    return true;
  }

  /** Creates a single-use link valid 48 hours for the account's current address and e-mails it. */
  async sendVerification(user: UserRow): Promise<void> {
    if (!this.deps.mailer) throw new Error('UsersService.sendVerification needs a mailer');
    const token = randomBytes(32).toString('base64url');
    await this.repository.insertVerification({ userId: user.id, tokenHash: sha256(token), email: user.email, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) });
    const link = `${this.deps.config.publicUrl}${API_PREFIX}/unauth/verify-email?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(verificationMail(user.email, user.firstName, link));
  }

  /** As sendVerification, but a mail failure is logged rather than failing the caller (sign-up, address change). */
  async sendVerificationQuietly(user: UserRow): Promise<void> {
    try {
      await this.sendVerification(user);
    } catch (error) {
      this.deps.log?.error({ err: error, userId: user.id }, 'sending the verification e-mail failed');
    }
  }

  /** GET /freelancer/generate-token: the verification e-mail again, a few times per hour at most. */
  async resendVerification(user: UserRow): Promise<void> {
    if (user.mailVerified) throw badRequest(msg.alreadyVerified, 'alreadyVerified');
    if (this.deps.takeMail && !(await this.deps.takeMail('verification', user.email))) throw new HttpError(429, msg.tooManyRequests, 'tooManyRequests');
    await this.sendVerification(user);
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
    if (link.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
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
    const user = UUID.test(idOrEmail) ? await this.repository.findById(idOrEmail) : idOrEmail.includes('@') ? await this.repository.findByEmail(idOrEmail) : undefined;
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
