import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData } from './support/accounts';
import { expectAccessible } from './support/axe';
import { bookThroughApi, completeFreelancerProfile, logInAs, offerEConsultations, registerMember } from './support/profiles';
import { postVacancy } from './support/vacancies';

/**
 * Reviews, in English at 1280 px and in Arabic at 375 px: a booking completes (the test hook moves it into the past),
 * the client reviews; the freelancer sees that a review waits but not its words, reviews back; both are published
 * together, on the freelancer's page with the rating on the card; the freelancer replies; the business replies on its
 * company page, whose rating shows beside "Hiring:"; "Top rated" orders the list as the Bayesian average says.
 */

test.describe.configure({ timeout: 150_000 });

const WORDS = {
  en: {
    panel: 'Your review',
    overall: 'Overall',
    stars: (n: number) => `${n} stars`,
    text: 'How did it go?',
    send: 'Send review',
    blind: /stays hidden until the other party writes theirs/,
    waiting: 'Waiting for your review',
    theyWrote: /The other party has reviewed you/,
    theirs: 'Their review of you',
    reviews: 'Reviews',
    count: '1 review',
    reply: 'Your public reply',
    replySend: 'Reply',
    replyFrom: (name: string) => `Reply from ${name}`,
    company: 'Aziz Trading',
    said: 'What freelancers say',
    hiring: 'Hiring:',
  },
  ar: {
    panel: 'تقييمك',
    overall: 'التقييم العام',
    stars: (n: number) => `${n} نجوم`,
    text: 'كيف كانت التجربة؟',
    send: 'إرسال التقييم',
    blind: /يبقى تقييمك مخفيًا حتى يكتب الطرف الآخر تقييمه/,
    waiting: 'في انتظار تقييمك',
    theyWrote: /قيّمك الطرف الآخر/,
    theirs: 'تقييم الطرف الآخر لك',
    reviews: 'التقييمات',
    count: 'تقييم واحد',
    reply: 'ردك العلني',
    replySend: 'رد',
    replyFrom: (name: string) => `رد ${name}`,
    company: 'مؤسسة عزيز للتجارة',
    said: 'ماذا يقول المستقلون',
    hiring: 'جهة التوظيف:',
  },
} as const;

// Once per width and language: English at 1280 px (ONE_WIDTH), Arabic at 375 px (PHONE_WIDTH).
for (const lang of ['en', 'ar'] as const) {
  test(`reviews after a completed e-consultation, double-blind, then public with a reply (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
    const w = WORDS[lang];
    const words = lang === 'en' ? 'Clear, practical advice on our onboarding plan.' : 'نصائح واضحة وعملية لخطة تهيئة الموظفين الجدد.';
    const back = lang === 'en' ? 'A well prepared client with a clear brief.' : 'عميل مستعد جيدًا وطلب واضح ومحدد.';
    await ensureReferenceData(page);
    const client = await registerMember(request, testInfo, 'Karim', true);
    const freelancer = await registerMember(request, testInfo, 'Hana');
    const freelancerId = await completeFreelancerProfile(request, freelancer);
    await offerEConsultations(request, freelancer);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await bookThroughApi(request, client, freelancerId, tomorrow);
    expect((await request.post(`${API}/test/bookings/${booking.id}/end`)).status()).toBe(204);

    const base = String(testInfo.project.use.baseURL);
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(page, client);
    await page.goto(`/econsultancy/booking/preview/${booking.id}`);
    const panel = page.getByRole('region', { name: w.panel });
    // A person clicks the star (the radio's label).
    await panel.getByRole('group', { name: w.overall }).locator('label').filter({ has: page.getByRole('radio', { name: w.stars(5) }) }).click();
    await expect(panel.getByRole('group', { name: w.overall }).getByRole('radio', { name: w.stars(5) })).toBeChecked();
    await panel.getByRole('textbox', { name: new RegExp(w.text) }).fill(words);
    await panel.getByRole('button', { name: w.send }).click();
    await expect(panel.getByText(w.blind)).toBeVisible();

    // The freelancer: a review waits, its words do not show.
    const other = await newPage();
    await other.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(other, freelancer);
    await other.goto(`/econsultancy/booking/preview/${booking.id}`);
    const theirPanel = other.getByRole('region', { name: w.panel });
    await expect(theirPanel.getByText(w.waiting)).toBeVisible();
    await expect(theirPanel.getByText(w.theyWrote)).toBeVisible();
    await expect(other.getByText(words)).toHaveCount(0);
    await theirPanel.getByRole('group', { name: w.overall }).locator('label').filter({ has: other.getByRole('radio', { name: w.stars(4) }) }).click();
    await theirPanel.getByRole('textbox', { name: new RegExp(w.text) }).fill(back);
    await theirPanel.getByRole('button', { name: w.send }).click();
    // Both published together: the freelancer now reads the client's words.
    await expect(theirPanel.getByRole('heading', { name: w.theirs })).toBeVisible();
    await expect(theirPanel.getByText(words)).toBeVisible();

    // The freelancer's page: the rating on the card, the review in the list; the freelancer replies.
    await other.goto(`/freelancer/${freelancerId}`);
    await expect(other.locator('article').first().getByText(w.count)).toBeVisible();
    const reviews = other.getByRole('region', { name: w.reviews });
    await expect(reviews.getByText(words)).toBeVisible();
    const reply = lang === 'en' ? 'Thank you, it was a pleasure.' : 'شكرًا لكم، سعدت بالعمل معكم.';
    await reviews.getByRole('textbox', { name: w.reply }).fill(reply);
    await reviews.getByRole('button', { name: w.replySend, exact: true }).click();
    await expect(reviews.getByText(w.replyFrom(`${freelancer.firstName} ${freelancer.lastName}`))).toBeVisible();
    await expect(reviews.getByText(reply)).toBeVisible();

    // The business: its company page shows the freelancer's review and its rating (1 review); it replies there.
    const saved = await page.request.put(`${API}/company`, { headers: { Authorization: client.token }, multipart: { name: w.company } });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const companyId = ((await saved.json()) as { data: { id: string } }).data.id;
    const vacancyId = await postVacancy(page.request, client, lang === 'en' ? 'Onboarding coach' : 'مدرب تهيئة الموظفين');
    await page.goto(`/company/${companyId}`);
    await expect(page.getByRole('heading', { level: 2, name: w.company })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.company }).locator('..')).toContainText(w.count);
    const said = page.getByRole('region', { name: w.said });
    await expect(said.getByText(back)).toBeVisible();
    await expectAccessible(page, `company page (${lang})`);
    const thanks = lang === 'en' ? 'Thank you, Hana: a pleasure to work with.' : 'شكرًا لك يا هناء، سعدنا بالعمل معك.';
    await said.getByRole('textbox', { name: w.reply }).fill(thanks);
    await said.getByRole('button', { name: w.replySend, exact: true }).click();
    await expect(said.getByText(w.replyFrom(w.company))).toBeVisible();
    await expect(said.getByText(thanks)).toBeVisible();
    await expect(said.getByRole('textbox')).toHaveCount(0);
    // Beside "Hiring:" on the vacancy's own page (server-rendered), the same rating.
    await page.goto(`/vacancy/${vacancyId}`);
    await expect(page.locator('p').filter({ hasText: w.hiring }).filter({ hasText: w.company })).toContainText(w.count);

    // A visitor reads it too.
    const visitor = await newPage();
    await visitor.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await visitor.goto(`/freelancer/${freelancerId}`);
    await expect(visitor.getByRole('region', { name: w.reviews }).getByText(reply)).toBeVisible();
    // The company page, server-rendered with its rating, hydrates without an error (the same rating in both renders).
    const problems: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Error with Permissions-Policy header')) problems.push(message.text());
    });
    visitor.on('pageerror', (error) => problems.push(error.message));
    await visitor.goto(`/company/${companyId}`);
    await expect(visitor.getByRole('heading', { level: 2, name: w.company }).locator('..')).toContainText(w.count);
    await visitor.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await expect(visitor.getByRole('region', { name: w.said }).getByText(thanks)).toBeVisible();
    expect(problems).toEqual([]);

    // "Top rated": the list's order is the Bayesian average's (RATING_PRIOR: 4 stars, weight 5).
    // The visitor's own request context: the test's first one may have sat idle past the server's keep-alive.
    const top = (await (await visitor.request.get(`${API}/unauth/freelancers?sort=rating`)).json()) as { data: { rating: { average: number; count: number } | null; user: { firstName: string; lastName: string } }[] };
    const score = (r: { average: number; count: number } | null) => (r ? (r.average * r.count + 20) / (r.count + 5) : -1);
    const scores = top.data.map((f) => score(f.rating));
    // Averages are rounded to one decimal: allow for it.
    scores.slice(1).forEach((s, i) => expect(s).toBeLessThanOrEqual(scores[i] + 0.05));
    await visitor.goto('/freelancers?sort=rating');
    await expect(visitor.getByRole('heading', { level: 2 }).filter({ hasText: `${top.data[0].user.firstName} ${top.data[0].user.lastName}` }).first()).toBeVisible();
  });
}
