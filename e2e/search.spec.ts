import { test, expect } from '@playwright/test';
import { ONE_WIDTH, PHONE_WIDTH } from './support/test';

/**
 * Search that helps, on the demo marketplace: skills any-of by
 * default and all-of on request, "Best match" first, suggestions of what to
 * drop when nothing is found, and on phones the results before the form.
 */

const SKILLS = ['Blockchain', 'Penetration Testing'];

test('skills: any of them by default, all of them on request; Best match puts the profiles with both first', ONE_WIDTH, async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  await page.goto('/freelancers');
  const form = page.getByRole('search', { name: 'Search freelancers' });
  const picker = form.getByRole('searchbox', { name: 'Type to filter skills' });
  for (const skill of SKILLS) {
    await picker.fill(skill);
    await picker.press('Enter');
  }
  await expect(form.getByRole('radio', { name: 'any of these skills' })).toBeChecked();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/skills=Blockchain%2CPenetration\+Testing$/);

  const results = page.getByRole('region', { name: 'Search results' });
  const cards = results.locator(':scope > ul > li');
  await expect(cards.first()).toBeVisible();
  const found = async () => Number((await results.getByText(/^\d+ freelancers? found$/).textContent())?.match(/\d+/)?.[0]);
  const anyCount = await found();
  // Best match: the answer lists every profile with both skills before those with one, and the page shows it in that order.
  const answer = (await (await page.request.get('/api/v1.0/unauth/freelancers?skills=Blockchain,Penetration%20Testing')).json()) as { data: { skills: string[]; user: { firstName: string; lastName: string } }[] };
  const matched = answer.data.map((f) => SKILLS.filter((skill) => f.skills.includes(skill)).length);
  expect(matched).toEqual([...matched].sort((x, y) => y - x));
  expect(matched[0]).toBe(2);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(`${answer.data[0].user.firstName} ${answer.data[0].user.lastName}`);

  if (phone) {
    // Results first: the form folds to a summary, the first card is in view.
    await expect(page.getByText('Your search:')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(cards.first()).toBeInViewport();
    await page.getByRole('button', { name: 'Edit search' }).click();
  } else {
    await expect(page.getByText('Your search:')).toBeHidden();
  }
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'all of these skills' }).check();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/skillsMatch=all/);
  await expect(async () => {
    const allCount = await found();
    expect(allCount).toBeGreaterThan(0);
    expect(allCount).toBeLessThan(anyCount);
  }).toPass();
});

test('a search that finds nothing offers to drop a filter, with how many each finds', ONE_WIDTH, async ({ page }) => {
  await page.goto('/freelancers?skills=Blockchain,Penetration%20Testing&skillsMatch=all&country=Qatar');
  await expect(page.getByText('No freelancers found.')).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: 'Searches with results' });
  const dropCountry = suggestions.getByRole('link', { name: /^Remove country: Qatar\s*\d+ results?$/ });
  await expect(dropCountry).toBeVisible();
  await dropCountry.click();
  await expect(page).toHaveURL(/\/freelancers\?skills=Blockchain%2CPenetration\+Testing&skillsMatch=all$/);
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.goto('/vacancies?keywords=trainer&country=Qatar&language=Arabic');
  await expect(page.getByText('No vacancies found with match query.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Searches with results' }).getByRole('link', { name: /^Remove country: Qatar/ })).toBeVisible();
});

test('in Arabic: keywords find a skill by its Arabic name, work station and least years narrow it, all kept in the URL', PHONE_WIDTH, async ({ page }, testInfo) => {
  await page.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(testInfo.project.use.baseURL) }]);
  await page.goto('/freelancers');
  const form = page.getByRole('search', { name: 'ابحث عن مستقلين' });
  // «سلسلة الكتل» is Blockchain's Arabic name: no demo profile writes it, the skill list names it.
  await form.getByRole('searchbox', { name: 'الكلمات المفتاحية' }).fill('سلسلة الكتل');
  if (testInfo.project.name === 'mobile') await form.getByRole('button', { name: 'مزيد من عوامل التصفية' }).click();
  await form.getByLabel('مكان العمل').selectOption('Remote');
  await form.getByLabel('الخبرة').selectOption('3');
  await form.getByRole('button', { name: 'بحث', exact: true }).click();
  await expect(page).toHaveURL(/\?q=[^&]+&workStation=Remote&yearsMin=3$/);

  const query = new URLSearchParams({ q: 'سلسلة الكتل', workStation: 'Remote', yearsMin: '3' });
  const answer = (await (await page.request.get(`/api/v1.0/unauth/freelancers?${query}`)).json()) as {
    data: { skills: string[]; experience: { workStation: string; totalExperience: string }; user: { firstName: string; lastName: string } }[];
  };
  expect(answer.data.length).toBeGreaterThan(0);
  for (const found of answer.data) {
    expect(found.skills).toContain('Blockchain');
    expect(['Remote', 'Hybrid']).toContain(found.experience.workStation);
    expect(parseInt(found.experience.totalExperience, 10)).toBeGreaterThanOrEqual(3);
  }
  const results = page.getByRole('region', { name: 'نتائج البحث' });
  await expect(results.locator(':scope > ul > li').first().getByRole('heading', { level: 2 })).toHaveText(`${answer.data[0].user.firstName} ${answer.data[0].user.lastName}`);
});
