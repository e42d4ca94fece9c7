import type { Locator, Page } from '@playwright/test';
import { formatDayName } from '../../contracts/format-time';
import type { Locale } from '../../contracts/locale';

/** The slot picker's button for a day (its name starts with the day's name), the months turned until it shows. */
export async function dayButton(page: Page, date: string, locale: Locale = 'en'): Promise<Locator> {
  const day = page.getByRole('button', { name: new RegExp(`^${formatDayName(date, locale)}[,،]`) });
  const next = page.getByRole('button', { name: locale === 'ar' ? 'الشهر التالي' : 'Next month' });
  await page.getByRole('grid').waitFor();
  for (let turns = 0; turns < 3 && (await day.count()) === 0; turns++) await next.click();
  return day;
}

/** The free starts of the chosen day, as a group named after it. */
export const timesOn = (page: Page, date: string, locale: Locale = 'en'): Locator =>
  page.getByRole('group', { name: `${locale === 'ar' ? 'المواعيد يوم' : 'Times on'} ${formatDayName(date, locale)}` });
