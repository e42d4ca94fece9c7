import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { TokenResponse } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { PASSKEY_LIMITS, passkeyMsg, passkeyNameSchema, type PasskeyView } from '@contracts/passkeys';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { sha256 } from '../../http/tokens';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import type { Requester } from '../auth/service';
import { recordSecurityEvent } from '../security-log/record';
import type { SessionsService } from '../sessions/service';
import { UsersRepository, type UserRow } from '../users/repository';
import { clockOf, type Clock } from '../deps';
import { PasskeysRepository, type ChallengePurpose, type PasskeyRow } from './repository';
import { refuseSuspended } from '../auth/suspended';

export interface PasskeysServiceDeps {
  db: Db;
  config: Config;
  sessions: SessionsService;
  now?: Clock;
  /** A sign-in completed: its log entry, its device and the new-device e-mail. */
  signedIn?: (user: UserRow, requester: Requester) => Promise<void>;
  /** Whether the account was deleted (it then signs in no more). */
  accountDeleted?: (userId: string) => Promise<boolean>;
}

/** The relying party: the site's host name and origin, from PUBLIC_URL. */
export function relyingParty(publicUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Khibra' };
}

export const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** A name for a passkey added without one: the browser and system it was added on. */
function defaultName(userAgent: string | undefined): string {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const name = [parsed?.browser.name, parsed?.os.name].filter(Boolean).join(' · ');
  return (name || 'Passkey').slice(0, PASSKEY_LIMITS.name);
}

/** A WebAuthn JSON response as far as this server reads it; the library checks the rest. */
function credentialResponse<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(body: unknown): T {
  const response = (body as { response?: unknown } | null)?.response as { id?: unknown; rawId?: unknown; type?: unknown; response?: unknown } | undefined;
  const ok = response && typeof response === 'object' && typeof response.id === 'string' && response.id.length <= 1024 && typeof response.rawId === 'string' && response.type === 'public-key' && response.response && typeof response.response === 'object';
  if (!ok) throw badRequest(passkeyMsg.notVerified, 'passkeyNotVerified');
  return response as T;
}

/**
 * Passkeys of an account and signing in with one. Challenges are single-use
 * and short-lived, kept hashed in the database (any instance may answer).
 * Credentials are discoverable and verified by the user (PIN, fingerprint),
 * so a passkey sign-in stands for both the password and a second step.
 */
export class PasskeysService {
  readonly repository: PasskeysRepository;
  private readonly users: UsersRepository;
  private readonly now: Clock;

  constructor(private readonly deps: PasskeysServiceDeps) {
    this.repository = new PasskeysRepository(deps.db);
    this.users = new UsersRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  private get rp() {
    return relyingParty(this.deps.config.publicUrl);
  }

  private async issue(challenge: string, purpose: ChallengePurpose, userId: string | null): Promise<void> {
    const now = this.now();
    await this.repository.issueChallenge(sha256(challenge), purpose, userId, new Date(now.getTime() + PASSKEY_LIMITS.challengeTtlMs), now);
  }

  private take(purpose: ChallengePurpose, userId: string | null) {
    return (challenge: string) => this.repository.takeChallenge(sha256(challenge), purpose, userId, this.now());
  }

  /** GET /user/passkeys */
  async list(user: UserRow): Promise<PasskeyView[]> {
    return (await this.repository.listOf(user.id)).map(passkeyView);
  }

  /** POST /user/passkeys/options: a resident key with user verification, not one of the account's own again. */
  async registrationOptions(user: UserRow): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.repository.listOf(user.id);
    if (existing.length >= PASSKEY_LIMITS.perAccount) throw badRequest(passkeyMsg.tooMany, 'passkeyLimit');
    const challenge = randomBytes(32).toString('base64url');
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userID: new TextEncoder().encode(user.id),
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
      challenge,
      timeout: PASSKEY_LIMITS.challengeTtlMs,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.issue(options.challenge, 'register', user.id);
    return options;
  }

  /** POST /user/passkeys { response, name? }: checks the attestation against a challenge issued to this account, then stores the credential. */
  async register(user: UserRow, body: unknown, userAgent: string | undefined): Promise<PasskeyView> {
    const response = credentialResponse<RegistrationResponseJSON>(body);
    const rawName = (body as { name?: unknown }).name;
    const name = rawName === undefined || rawName === null || rawName === '' ? defaultName(userAgent) : (await validateBody(passkeyNameSchema, { name: rawName })).name;
    let challengeTaken = false;
    const take = this.take('register', user.id);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (challengeTaken = await take(challenge)),
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) throw challengeTaken ? badRequest(passkeyMsg.notVerified, 'passkeyNotVerified') : badRequest(passkeyMsg.expired, 'passkeyExpired');
    const { credential } = verification.registrationInfo;
    if ((await this.repository.countOf(user.id)) >= PASSKEY_LIMITS.perAccount) throw badRequest(passkeyMsg.tooMany, 'passkeyLimit');
    const row = await this.repository.insert({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      name,
    });
    if (!row) throw badRequest(passkeyMsg.alreadyAdded, 'passkeyAlreadyAdded');
    await recordSecurityEvent(this.deps.db, user.id, 'passkeyAdded', { name, userAgent });
    return passkeyView(row);
  }

  /** PATCH /user/passkeys/{id} { name } */
  async rename(user: UserRow, id: string, body: unknown): Promise<PasskeyView> {
    const { name } = await validateBody(passkeyNameSchema, body);
    const row = isUuid(id) ? await this.repository.rename(user.id, id, name) : undefined;
    if (!row) throw notFound(passkeyMsg.notFound);
    return passkeyView(row);
  }

  /** DELETE /user/passkeys/{id}: only the caller's own; another's answers 404 as a missing one does. */
  async remove(user: UserRow, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.remove(user.id, id))) throw notFound(passkeyMsg.notFound);
    await recordSecurityEvent(this.deps.db, user.id, 'passkeyRemoved');
  }

  /** POST /auth/passkey/options: no account named, the browser offers the passkeys it holds for this site. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = randomBytes(32).toString('base64url');
    const options = await generateAuthenticationOptions({ rpID: this.rp.id, challenge, timeout: PASSKEY_LIMITS.challengeTtlMs, userVerification: 'required' });
    await this.issue(options.challenge, 'authenticate', null);
    return options;
  }

  /**
   * POST /auth/passkey { response }: the account whose stored passkey signed
   * a challenge issued here, with user verification and a counter that did
   * not go back; the counter and last use are saved. An unapproved account
   * is refused as a login is.
   */
  async signIn(body: unknown): Promise<UserRow> {
    const response = credentialResponse<AuthenticationResponseJSON>(body);
    const passkey = await this.repository.findByCredentialId(response.id);
    if (!passkey) throw badRequest(passkeyMsg.unknown, 'passkeyUnknown');
    const handle = response.response?.userHandle;
    if (typeof handle === 'string' && Buffer.from(handle, 'base64url').toString() !== passkey.userId) throw badRequest(passkeyMsg.notVerified, 'passkeyNotVerified');
    let challengeTaken = false;
    const take = this.take('authenticate', null);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => (challengeTaken = await take(challenge)),
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!verification.verified || !verification.authenticationInfo) {
      if (!challengeTaken) throw badRequest(passkeyMsg.expired, 'passkeyExpired');
      throw badRequest(passkeyMsg.notVerified, 'passkeyNotVerified');
    }
    if (!(await this.repository.used(passkey.id, passkey.counter, verification.authenticationInfo.newCounter, this.now()))) throw badRequest(passkeyMsg.notVerified, 'passkeyNotVerified');
    const user = await this.users.findById(passkey.userId);
    if (!user) throw badRequest(passkeyMsg.unknown, 'passkeyUnknown');
    if (await this.deps.accountDeleted?.(user.id)) throw badRequest(msg.accountDeleted, 'accountDeleted');
    refuseSuspended(user, this.deps.config.contactEmail);
    if (!user.approved) throw badRequest(msg.notApproved, 'notApproved');
    return user;
  }

  /** The session of a passkey sign-in, answered as /auth/login answers. */
  async openSession(user: UserRow, requester: Requester): Promise<TokenResponse> {
    const { token } = await this.deps.sessions.open(user.id, { userAgent: requester.userAgent, ip: requester.ip });
    await this.deps.signedIn?.(user, requester);
    return { token };
  }
}
