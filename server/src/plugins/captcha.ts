import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ROBOT_PROOF_HEADER, type RobotConfig } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import { AbuseRepository } from '../modules/auth/repository';
import type { Tokens } from '../http/tokens';
import fp from 'fastify-plugin';

/** How long a proof of a passed robot check may be used, once. */
export const ROBOT_PROOF_TTL_SECONDS = 10 * 60;
/** reCAPTCHA v3 answers carry a score; v2 (checkbox) answers do not. */
const MIN_RECAPTCHA_SCORE = 0.5;
const PROOF_AUDIENCE = 'robot-proof';

/**
 * The robot check. The provider is chosen by CAPTCHA_PROVIDER:
 * - recaptcha: the token from Google's widget is verified at Google's
 *   siteverify endpoint (RECAPTCHA_VERIFY_URL, replaceable for tests);
 * - local (default, offline): the SPA's accessible "I'm not a robot" checkbox
 *   posts the token 'local', which passes.
 * A passed check yields a proof: a signed token valid 10 minutes that the
 * protected forms send in the x-robot-proof header, and that is spent on use.
 */
export class RobotCheck {
  constructor(
    private readonly config: Config,
    private readonly tokens: Tokens,
    private readonly repository: AbuseRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  get publicConfig(): RobotConfig {
    return this.config.captchaProvider === 'recaptcha' ? { provider: 'recaptcha', siteKey: this.config.recaptchaSiteKey } : { provider: 'local' };
  }

  /** Whether the provider accepts this token. */
  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (this.config.captchaProvider === 'local') return token === 'local';
    if (!token || token.length > 4096) return false;
    try {
      const form = new URLSearchParams({ secret: this.config.recaptchaSecret ?? '', response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const response = await fetch(this.config.recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        this.log.warn({ status: response.status }, 'reCAPTCHA verification answered an error');
        return false;
      }
      const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
      if (result.success !== true) return false;
      if (typeof result.score === 'number' && result.score < MIN_RECAPTCHA_SCORE) return false;
      if (result.action !== undefined && result.action !== 'submit') return false;
      return true;
    } catch (error) {
      this.log.warn({ err: error }, 'reCAPTCHA verification failed');
      return false;
    }
  }

  issueProof(): Promise<string> {
    return this.tokens.sign(PROOF_AUDIENCE, { jti: randomUUID() }, `${ROBOT_PROOF_TTL_SECONDS}s`);
  }

  /** Whether a proof would be accepted now, without spending it (lets a form report its messages in order). */
  async proofUsable(proof: string | undefined): Promise<boolean> {
    if (!proof) return false;
    const payload = await this.tokens.verify(proof, PROOF_AUDIENCE);
    if (!payload?.jti || !payload.exp || !/^[0-9a-f-]{36}$/.test(payload.jti)) return false;
    return !(await this.repository.isRobotProofSpent(payload.jti));
  }

  /** Spends a proof; false when it is missing, forged, expired or spent before. */
  async spendProof(proof: string | undefined): Promise<boolean> {
    if (!proof) return false;
    const payload = await this.tokens.verify(proof, PROOF_AUDIENCE);
    if (!payload?.jti || !payload.exp || !/^[0-9a-f-]{36}$/.test(payload.jti)) return false;
    return this.repository.spendRobotProof(payload.jti, new Date(payload.exp * 1000));
  }

  /** For the protected forms: 400 "Please select I'm not a robot" unless the request carries an unspent proof. */
  async requireProof(request: FastifyRequest): Promise<void> {
    const header = request.headers[ROBOT_PROOF_HEADER];
    if (!(await this.spendProof(typeof header === 'string' ? header : undefined))) throw badRequest(msg.robot, 'robot');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    robot: RobotCheck;
  }
}

async function registerCaptcha(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('robot', new RobotCheck(config, app.tokens, new AbuseRepository(app.database.db), app.log));
}

/** app.robot: the robot check signs its proofs with the auth plugin's tokens. */
export const captchaPlugin = fp(async (app: FastifyInstance) => registerCaptcha(app, app.config), {
  name: 'khibra-captcha',
  dependencies: ['khibra-auth'],
  decorators: { fastify: ['database', 'config', 'tokens'] },
});
