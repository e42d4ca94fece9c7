import { expect, type Page } from '@playwright/test';
import { API, robotProof, useToken } from './accounts';

/**
 * The demo marketplace the E2E server seeds (SEED_DEMO=true): its accounts
 * and password are those of server/src/db/seed/demo.ts.
 */
export const DEMO_PASSWORD = 'Khibra-demo-2026';
export const demoFreelancer = (n: number) => `freelancer${String(n).padStart(2, '0')}@demo.khibra.local`;
export const demoBusiness = (n: number) => `business${n}@demo.khibra.local`;
/** The demo operators: an administrator and a moderator of the /admin console. */
export const DEMO_ADMIN = 'admin@demo.khibra.local';
export const DEMO_MODERATOR = 'moderator@demo.khibra.local';

/** Logs a demo account in through the API and hands the page its token, as the SPA does. */
export async function loginDemo(page: Page, email: string): Promise<void> {
  const response = await page.request.post(`${API}/auth/login`, {
    headers: { 'x-robot-proof': await robotProof(page.request) },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { data } = (await response.json()) as { data: { token: string } };
  await useToken(page, data.token);
}
