import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { STATS_SERIES, type MarketplaceStats, type StatsDay } from '@contracts/operator-stats';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { bucketsOf } from './buckets';
import { NumbersSection } from './NumbersSection';

// The canvas (Chart.js) has no drawing surface in jsdom: the chart stands in as the image it is to assistive technology.
jest.mock('./BarChart', () => ({
  BarChart: ({ summary, labels }: { summary: string; labels: readonly string[] }) => <div role="img" aria-label={summary} data-bars={labels.length} />,
}));

afterEach(() => jest.restoreAllMocks());

const DAY = 86_400_000;
const TODAY = '2026-11-29';

/** `n` days up to TODAY; day i (0 = oldest) has i+1 messages, 1000 on the last day, 1 business sign-up every day. */
function statsOf(n: number): MarketplaceStats {
  const days: StatsDay[] = Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) - (n - 1 - i) * DAY).toISOString().slice(0, 10);
    const zero = Object.fromEntries(STATS_SERIES.map((s) => [s, 0])) as Omit<StatsDay, 'day'>;
    return { ...zero, day, signupsBusiness: 1, messages: i === n - 1 ? 1000 : i + 1 };
  });
  const totals = Object.fromEntries(STATS_SERIES.map((s) => [s, days.reduce((sum, d) => sum + d[s], 0)])) as MarketplaceStats['totals'];
  return {
    from: days[0]!.day,
    to: TODAY,
    days,
    totals: { ...totals, vacancies: 40, mailsSent: 12345, mailsFailed: 3 },
    funnel: { vacancies: 40, proposed: 30, shortlisted: 12, hired: 3 },
    firstProposal: { medianSeconds: 5 * 3600 + 20 * 60, vacancies: 30 },
    waiting: { mails: 2, due: 4, running: 1, scheduled: 17 },
    asOf: `${TODAY}T08:15:00.000Z`,
  };
}

const routes = () => stubApi({ 'GET /admin/stats': (request) => ({ body: { data: statsOf(Number(request.url.searchParams.get('days'))) } }) });
const figureOf = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/admin/numbers', () => {
  it('groups days into weeks counted back from today', () => {
    const buckets = bucketsOf(statsOf(90).days);
    expect(buckets).toHaveLength(13);
    expect(buckets.at(-1)).toMatchObject({ from: '2026-11-23', to: TODAY, values: { signupsBusiness: 7, messages: 1000 + 89 + 88 + 87 + 86 + 85 + 84 } });
    // 90 = 12 weeks and 6 days: the oldest bar is 6 days long.
    expect(buckets[0]).toMatchObject({ from: '2026-09-01', to: '2026-09-06', values: { signupsBusiness: 6 } });
    expect(bucketsOf(statsOf(7).days).map((b) => [b.from, b.to])).toEqual(statsOf(7).days.map((d) => [d.day, d.day]));
  });

  it('shows the last 90 days: totals, the funnel with its rates, the median, e-mails and the queue, each chart with its table', async () => {
    const api = routes();
    renderWithProviders(<NumbersSection />, { route: '/admin/numbers' });
    await screen.findByRole('heading', { level: 3, name: 'From vacancy to hire' });
    expect(api.calls('GET /admin/stats')[0]!.url.search).toBe('?days=90');
    expect(screen.getByText(/calendar days in UTC/)).toBeInTheDocument();
    expect(screen.getByText('Figures as of 29 November 2026, 08:15 AM (UTC)')).toBeInTheDocument();
    expect(figureOf('Messages')).toBe(String(1000 + (89 * 90) / 2).replace(/\B(?=(\d{3})+$)/g, ','));
    expect(figureOf('E-mails sent in the period')).toBe('12,345');
    expect(figureOf('Jobs due or running now')).toBe('5');
    expect(figureOf('Jobs scheduled for later')).toBe('17');

    const funnel = within(screen.getByRole('region', { name: 'From vacancy to hire: the figures' }));
    const rows = funnel.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['40', '—'], ['30', '75%'], ['12', '40%'], ['3', '25%']]);
    expect(screen.getByText(/5 hrs 20 min, over 30 vacancies/)).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /^Bar chart, Sign-ups by role, per week/ });
    expect(chart).toHaveAttribute('data-bars', '13');
    expect(chart).toHaveAccessibleName(expect.stringContaining('Business sign-ups: 90'));
    const signups = within(screen.getByRole('region', { name: 'Sign-ups by role: the figures' }));
    expect(signups.getAllByRole('row')).toHaveLength(1 + 13 + 1);
    expect(signups.getByRole('rowheader', { name: '23 Nov – 29 Nov' }).parentElement).toHaveTextContent('23 Nov – 29 Nov70');
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('reads another period when chosen, a bar per day up to a month', async () => {
    const api = routes();
    renderWithProviders(<NumbersSection />, { route: '/admin/numbers' });
    await screen.findByRole('heading', { level: 3, name: 'From vacancy to hire' });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    await waitFor(() => expect(api.calls('GET /admin/stats').map((c) => c.url.search)).toEqual(['?days=90', '?days=7']));
    const chart = await screen.findByRole('img', { name: /^Bar chart, Messages, per day/ });
    expect(chart).toHaveAttribute('data-bars', '7');
    expect(within(screen.getByRole('region', { name: 'Messages: the figures' })).getByRole('rowheader', { name: '29 Nov' }).parentElement).toHaveTextContent('29 Nov1,000');
  });

  it('says so when the numbers cannot be read, and tries again', async () => {
    let fail = true;
    stubApi({ 'GET /admin/stats': () => (fail ? { status: 500, body: { message: 'x' } } : { body: { data: statsOf(90) } }) });
    renderWithProviders(<NumbersSection />, { route: '/admin/numbers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The numbers could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'From vacancy to hire' })).toBeInTheDocument();
  });

  it('reads in Arabic with the app’s digits, dates and words', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      routes();
      renderWithProviders(<NumbersSection />, { route: '/admin/numbers' });
      await screen.findByRole('heading', { level: 3, name: 'من الوظيفة إلى التعيين' });
      expect(screen.getByText('مدة', { exact: false, selector: 'label' })).toHaveTextContent('المدة');
      expect(figureOf('رسائل إلكترونية أُرسلت خلال المدة')).toBe('12,345');
      const funnel = within(screen.getByRole('region', { name: 'من الوظيفة إلى التعيين: الأرقام' }));
      expect(funnel.getAllByRole('row')[2]).toHaveTextContent(/^وصلها عرض3075.%.$/u);
      expect(screen.getByRole('img', { name: /^مخطط أعمدة، التسجيلات حسب نوع الحساب، أسبوعيًا/ })).toBeInTheDocument();
      expect(screen.getAllByRole('rowheader', { name: '23 نوفمبر – 29 نوفمبر' })).toHaveLength(5);
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});
