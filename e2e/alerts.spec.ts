import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData, mailWith, mailsTo } from './support/accounts';
import { expectAccessible } from './support/axe';
import { say } from './support/catalog';
import { completeFreelancerProfile, logInAs, registerMember, uniqueWord } from './support/profiles';
import { postVacancy, sendProposal } from './support/vacancies';

/**
 * Khibra tells people when something matches them, in English at 1280 px and in Arabic at 375 px:
 * - a freelancer with instant vacancy alerts gets the e-mail of a vacancy that matches the profile, none of one that
 *   does not (it wants consultants), opens it and applies; the business gets the new-proposal e-mail;
 * - the business saves a freelancer search; a matching profile appears; the alert's link opens the search with it
 *   marked New;
 * - the business invites the freelancer to another vacancy from the profile page; the freelancer's bell counts it
 *   live, the notice opens the vacancy "Invited by …", and the freelancer applies.
 * Skills no other journey uses keep other journeys' vacancies and profiles out of these alerts.
 */

test.describe.configure({ timeout: 150_000 });

/** Per language: the two journeys run side by side, and an instant alert of the other's vacancy would hold this one's for an hour. */
const SKILLS = {
  en: { alert: 'AAOIFI Standards', search: 'BIM (Revit)' },
  ar: { alert: 'Anti-Bribery and Corruption', search: 'AutoCAD' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`alerts: a matching vacancy e-mailed and applied to, a saved search's new profile, an invitation seen live (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
    const t = (key: string, params: Record<string, string> = {}) => say(lang, key, params);
    const { alert: ALERT_SKILL, search: SEARCH_SKILL } = SKILLS[lang];
    const base = String(testInfo.project.use.baseURL);
    await ensureReferenceData(page);
    const business = await registerMember(request, testInfo, 'Huda', true);
    const freelancer = await registerMember(request, testInfo, 'Rami');
    const freelancerId = await completeFreelancerProfile(request, freelancer, ['Trainer'], [ALERT_SKILL]);
    const alerts = await request.put(`${API}/user/alerts`, { headers: { Authorization: freelancer.token }, data: { vacancies: 'instant', invitations: true } });
    expect(alerts.ok(), await alerts.text()).toBe(true);

    // A vacancy for consultants does not match a trainer; one for trainers with the skill does.
    const consultants = uniqueWord(testInfo, 'Consultants');
    const trainers = uniqueWord(testInfo, 'Trainers');
    const other = await postVacancy(request, business, consultants, { requiredSkills: JSON.stringify([ALERT_SKILL]), isTrainer: 'false', isConsultant: 'true' });
    const matching = await postVacancy(request, business, trainers, { requiredSkills: JSON.stringify([ALERT_SKILL]) });
    expect(await mailWith(freelancer.email, `/vacancy/${matching}`)).toContain(trainers);
    expect((await mailsTo(freelancer.email)).filter((mail) => mail.includes(other) || mail.includes(consultants))).toEqual([]);

    // The freelancer opens the e-mail's link and applies; the business hears of it.
    const theirs = await newPage();
    await theirs.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(theirs, freelancer);
    await theirs.goto(`/vacancy/${matching}`);
    await sendProposal(theirs.locator('main'), theirs, trainers, lang === 'en' ? 'I deliver this training every quarter.' : 'أقدّم هذا التدريب كل ربع سنة.');
    await expect(theirs.getByText(t('vacancies.apply.success')).first()).toBeVisible();
    await mailWith(business.email, `/vacancies-posted/freelancers/${matching}`);

    // The business saves a search of freelancers with a skill; a profile with it appears; the alert marks it New.
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(page, business);
    await page.goto(`/freelancers?skills=${encodeURIComponent(SEARCH_SKILL)}`);
    await page.getByRole('button', { name: t('alerts.save.button') }).click();
    const saveDialog = page.getByRole('dialog', { name: t('alerts.save.title') });
    const searchName = lang === 'en' ? 'BIM modellers' : 'مختصو نمذجة معلومات البناء';
    await saveDialog.getByRole('textbox', { name: t('alerts.save.name') }).fill(searchName);
    await saveDialog.getByRole('combobox', { name: t('alerts.save.frequency') }).selectOption('instant');
    await expectAccessible(page, `save a search (${lang})`);
    await saveDialog.getByRole('button', { name: t('alerts.save.submit') }).click();
    await expect(page.getByText(t('alerts.save.done'))).toBeVisible();
    const saved = (await (await request.get(`${API}/saved-searches`, { headers: { Authorization: business.token } })).json()) as { data: { id: string; name: string }[] };
    const search = saved.data.find((s) => s.name === searchName);
    expect(search).toBeTruthy();
    const newcomer = await registerMember(request, testInfo, 'Salma');
    await completeFreelancerProfile(request, newcomer, ['Consultant'], [SEARCH_SKILL]);
    expect((await request.post(`${API}/test/saved-searches/${search!.id}/look`)).status()).toBe(204);
    const searchMail = await mailWith(business.email, 'newSince');
    const link = /\/freelancers\?[^\s"<>]*newSince=[^\s"<>&]+/.exec(searchMail)?.[0];
    expect(link, 'the saved search alert links to the search').toBeTruthy();
    await page.goto(link!.replace(/&amp;/g, '&'));
    const card = page.getByRole('article', { name: `${newcomer.firstName} ${newcomer.lastName}` });
    await expect(card.getByText(t('freelancers.card.new'), { exact: true })).toBeVisible();

    // The business invites the freelancer to another vacancy from their page; the freelancer's bell counts it live.
    await theirs.goto('/vacancies-applied');
    const bellName = t('notices.bell.link');
    const bell = theirs.getByRole('button', { name: new RegExp(`^${bellName}`) });
    // The vacancy alert's notice is unread: the bell's name says its count.
    await expect(bell).toHaveAccessibleName(new RegExp(`^${bellName}.*\\b1\\b`));
    const second = uniqueWord(testInfo, 'Auditors');
    const secondId = await postVacancy(request, business, second, { requiredSkills: JSON.stringify(['Team Building']) });
    await page.goto(`/freelancer/${freelancerId}`);
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    await page.getByRole('button', { name: t('alerts.invite.label', { name }) }).first().click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('combobox', { name: t('alerts.invite.vacancy') }).selectOption({ label: second });
    await invite.getByRole('textbox', { name: t('alerts.invite.note') }).fill(lang === 'en' ? 'Your work fits our audit team.' : 'خبرتك تناسب فريق التدقيق لدينا.');
    await expectAccessible(page, `invite to apply (${lang})`);
    await invite.getByRole('button', { name: t('alerts.invite.submit') }).click();
    await expect(invite).toBeHidden();
    await expect(bell).toHaveAccessibleName(new RegExp(`^${bellName}.*\\b2\\b`));

    // The notice opens the vacancy, which says who invited them; they apply from there.
    await bell.click();
    const notice = theirs.getByRole('link', { name: new RegExp(second) });
    await expect(notice).toBeVisible();
    await expectAccessible(theirs, `notifications (${lang})`);
    await notice.click();
    await expect(theirs).toHaveURL(new RegExp(`/vacancy/${secondId}`));
    await expect(theirs.getByText(t('alerts.invitedBy.title', { company: `\u2068${business.firstName} ${business.lastName}\u2069` }))).toBeVisible();
    await sendProposal(theirs.locator('main'), theirs, second, lang === 'en' ? 'Glad to be invited: here is my plan.' : 'يسعدني أن أُدعى: هذه خطتي.');
    await mailWith(business.email, `/vacancies-posted/freelancers/${secondId}`);
  });
}
