import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ROBOT_PROOF_HEADER, type SignupPayload } from '@contracts/auth';

/** Helpers for tests that need accounts: robot proofs, sign-up, login. All through the real API. */

export const API = '/api/v1.0';

/** A fresh proof from the local robot check (CAPTCHA_PROVIDER=local). */
export async function robotProof(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } });
  const body = res.json() as { success: boolean; proof?: string };
  if (!body.success || !body.proof) throw new Error(`robot check failed: ${res.body}`);
  return body.proof;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export function signupPayload(overrides: Partial<SignupPayload> = {}): SignupPayload {
  return {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: uniqueEmail(),
    phone: '+971501234567',
    country: 'United Arab Emirates',
    city: 'Dubai',
    password: 'secret-pass',
    cnfpassword: 'secret-pass',
    Iam: [],
    ...overrides,
  };
}

/** POST with a fresh robot proof (or the given one, or none with proof: null). */
export async function postWithProof(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { proof?: string | null; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const proof = options.proof === undefined ? await robotProof(app) : options.proof;
  const headers: Record<string, string> = {};
  if (proof) headers[ROBOT_PROOF_HEADER] = proof;
  if (options.token) headers.authorization = options.token;
  return app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers });
}

export async function signUp(app: FastifyInstance, overrides: Partial<SignupPayload> = {}): Promise<{ token: string; email: string; password: string }> {
  const payload = signupPayload(overrides);
  const res = await postWithProof(app, '/auth/register', payload);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { token: (res.json() as { data: { token: string } }).data.token, email: payload.email, password: payload.password };
}

export function logIn(app: FastifyInstance, email: string, password: string): Promise<LightMyRequestResponse> {
  return postWithProof(app, '/auth/login', { email, password });
}

/** A token with its signature's first character changed: that character carries six whole bits, so the
 *  signature really differs (a changed last character may only touch the padding bits and decode the same). */
export function tampered(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

export function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${API}${url}`, headers: token ? { authorization: token } : {} });
}

export function post(app: FastifyInstance, url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers: token ? { authorization: token } : {} });
}

/** Keys that look like secrets by name but are not: flags about a password, not the password. */
const PUBLIC_KEYS = new Set(['mustChangePassword']);

/** Paths of keys in a JSON body that look like secrets (hash, salt, password). */
export function secretKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeys(item, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(/hash|salt|password/i.test(key) && !PUBLIC_KEYS.has(key) ? [`${at}.${key}`] : []),
    ...secretKeys(child, `${at}.${key}`),
  ]);
}
