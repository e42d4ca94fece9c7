import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TokenResponse } from '@contracts/auth';
import {
  LOGIN_TICKET_TTL_MS,
  RECOVERY_CODE_COUNT,
  normalizeCode,
  twoFactorMsg,
  type RecoveryCodes,
  type TotpSetup,
  type TwoFactorChallenge,
  type TwoFactorStatus,
} from '@contracts/two-factor';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import { sha256 } from '../../http/tokens';
import type { AddressThrottle } from '../../plugins/rate-limit';
import type { Requester } from '../auth/service';
import type { SessionsService } from '../sessions/service';
import type { UserRow, UsersRepository } from '../users/repository';
import { clockOf, type Clock } from '../deps';
import { recordSecurityEvent } from '../security-log/record';
import { TwoFactorRepository, type TotpRow } from './repository';
import { refuseSuspended } from '../auth/suspended';

const ISSUER = 'Khibra';
const PERIOD_SECONDS = 30;
/** Recovery code letters: no 0/O, 1/I/L, so a code copied by hand reads back the same. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

/** How a typed code was taken: right (and now spent), not right, or a right authenticator code already used. */
type CodeCheck = 'ok' | 'wrong' | 'used';

export interface TwoFactorServiceDeps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsService;
  throttle: AddressThrottle;
  now?: Clock;
  /** A sign-in completed: its log entry, its device and the new-device e-mail. */
  signedIn?: (user: UserRow, requester: Requester) => Promise<void>;
  /** Where a suspended account is told to write (CONTACT_EMAIL). */
  contactEmail?: string;
}

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

const expired = () => badRequest(twoFactorMsg.expired, 'twoFactorExpired');

function refused(check: Exclude<CodeCheck, 'ok'>) {
  return check === 'used' ? badRequest(twoFactorMsg.codeUsed, 'twoFactorCodeUsed') : badRequest(twoFactorMsg.codeWrong, 'twoFactorCodeWrong');
}

function recoveryCode(): string {
  const letters = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * Two-step sign-in with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s, one step either side) and
 * 10 single-use recovery codes. The secret is shown only while it waits for its first code; an accepted
 * code's time step is kept, so no code counts twice. A refused code at sign-in or when turning it off is
 * a failed login for the login pause (plugins/rate-limit.ts).
 */
export class TwoFactorService {
  readonly repository: TwoFactorRepository;
  private readonly now: Clock;

  constructor(private readonly deps: TwoFactorServiceDeps) {
    this.repository = new TwoFactorRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /** GET /user/2fa */
  async status(user: UserRow): Promise<TwoFactorStatus> {
    return { totp: Boolean((await this.repository.find(user.id))?.confirmedAt) };
  }

  /** POST /user/2fa/totp: a new secret for the authenticator app; two-step sign-in is on only once a code from it is confirmed. */
  async begin(user: UserRow): Promise<TotpSetup> {
    if ((await this.repository.find(user.id))?.confirmedAt) throw conflict(twoFactorMsg.alreadyOn, 'twoFactorAlreadyOn');
    const secret = new Secret({ size: 20 }).base32;
    await this.repository.startSetup(user.id, secret);
    const otpauthUrl = totpOf(secret, user.email).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrSvg };
  }

  /** POST /user/2fa/totp/confirm: the app's code turns two-step sign-in on; the recovery codes are answered once, and only their hashes kept. */
  async confirm(user: UserRow, typed: string): Promise<RecoveryCodes> {
    const row = await this.repository.find(user.id);
    if (!row || row.confirmedAt) throw badRequest(twoFactorMsg.noSetup, 'twoFactorNoSetup');
    const step = this.stepOf(row, normalizeCode(typed));
    if (step === undefined) throw refused('wrong');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const hashes = recoveryCodes.map((code) => sha256(normalizeCode(code)));
    if (!(await this.repository.confirm(user.id, step, hashes, this.now()))) throw badRequest(twoFactorMsg.noSetup, 'twoFactorNoSetup');
    await recordSecurityEvent(this.deps.db, user.id, 'twoFactorEnabled');
    return { recoveryCodes };
  }

  /** DELETE /user/2fa/totp: a current code or an unused recovery code turns two-step sign-in off. */
  async disable(user: UserRow, typed: string, requester: Requester): Promise<void> {
    const row = await this.repository.find(user.id);
    if (!row?.confirmedAt) throw badRequest(twoFactorMsg.notOn, 'twoFactorNotOn');
    await this.takeCode(user, row, typed, requester);
    await this.repository.remove(user.id);
    await recordSecurityEvent(this.deps.db, user.id, 'twoFactorDisabled', { ip: requester.ip, userAgent: requester.userAgent });
  }

  /** After a right password: a login ticket when two-step sign-in is on, else undefined. */
  async challenge(user: UserRow, mustChangePassword: boolean): Promise<TwoFactorChallenge | undefined> {
    if (!(await this.repository.find(user.id))?.confirmedAt) return undefined;
    const ticket = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.repository.issueTicket({ tokenHash: sha256(ticket), userId: user.id, mustChangePassword, expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS) }, now);
    return { twoFactor: { ticket } };
  }

  /** POST /auth/login/2fa: the ticket and a code open the session the password step would have opened. */
  async completeLogin(ticket: string, typed: string, requester: Requester): Promise<TokenResponse> {
    const tokenHash = sha256(ticket);
    const waiting = await this.repository.findTicket(tokenHash, this.now());
    const user = waiting && (await this.deps.users.findById(waiting.userId));
    const row = user && (await this.repository.find(user.id));
    if (!waiting || !user || !row?.confirmedAt) throw expired();
    await this.takeCode(user, row, typed, requester);
    refuseSuspended(user, this.deps.contactEmail ?? '');
    if (!(await this.repository.spendTicket(tokenHash))) throw expired();
    await this.deps.throttle.loginSucceeded(user.email, requester.ip);
    const { mustChangePassword } = waiting;
    const { token } = await this.deps.sessions.open(user.id, { mustChangePassword, userAgent: requester.userAgent, ip: requester.ip });
    await this.deps.signedIn?.(user, requester);
    return mustChangePassword ? { token, mustChangePassword: true } : { token };
  }

  /** Spends a right code, or counts a failed login and refuses (paused clients are refused before any check). */
  private async takeCode(user: UserRow, row: TotpRow, typed: string, requester: Requester): Promise<void> {
    const { throttle } = this.deps;
    await throttle.assertLoginAllowed(user.email, requester.ip);
    const check = await this.check(row, normalizeCode(typed));
    if (check === 'ok') return;
    await throttle.loginFailed(user.email, requester.ip);
    throw refused(check);
  }

  private async check(row: TotpRow, code: string): Promise<CodeCheck> {
    if (/^\d{6}$/.test(code)) {
      const step = this.stepOf(row, code);
      if (step === undefined) return 'wrong';
      return (await this.repository.takeStep(row.userId, step)) ? 'ok' : 'used';
    }
    if (code.length !== RECOVERY_LENGTH) return 'wrong';
    return (await this.repository.spendRecoveryCode(row.userId, sha256(code), this.now())) ? 'ok' : 'wrong';
  }

  /** The time step of an authenticator code right now (one step either side), or undefined. */
  private stepOf(row: TotpRow, code: string): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    const timestamp = this.now().getTime();
    const delta = totpOf(row.secret).validate({ token: code, timestamp, window: 1 });
    return delta === null ? undefined : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  }
}
