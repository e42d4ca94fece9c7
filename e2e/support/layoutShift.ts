import type { Page } from '@playwright/test';

/**
 * Layout shift as the browser reports it: the 'layout-shift' entries without
 * recent input, summed from the first paint of each load (a buffered
 * observer installed before the page's own scripts). A sum, no timing.
 */

/** From now on, every load of `page` sums its layout shift. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current load's layout shift, two frames from now (what those frames move counts too). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls)));
      }),
  );
}
