import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA checks with axe-core, run in the page itself. The pages
 * have no frames, and AxeBuilder's default (a second, blank page to finish
 * each run, axe injected again every time) took 1.5–8 s a check where this
 * takes 0.1–1.3 s. The experimental label-content-name-mismatch rule
 * (WCAG 2.5.3 "label in name") is on.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core's minified build: a document compiles it in 0.2 s where `axe.source` (1.3 MB, unminified) took 0.3 s. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The violations on the page once its (finite) animations ended, one line per rule with the elements concerned, each prefixed with `label`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // A dialog still fading in would be measured half transparent.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Once per document: a navigation starts a fresh window.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return violations.violations.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No violation on the page as it stands, checked at 1280 px: a page renders the same elements at both widths (only
 * CSS differs), so a journey's states are checked once; the route walk (all-routes.spec.ts) checks each role's header and
 * menu at 375 px. A journey that runs at 375 px only (PHONE_WIDTH in support/test.ts) is checked there.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  if (test.info().project.name === 'mobile' && !test.info().tags.includes('@phone-width')) return;
  expect(await axeViolations(page, label), label).toEqual([]);
}
