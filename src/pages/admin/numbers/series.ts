import type { StatsSeries } from '@contracts/operator-stats';
import { adminT as t, type AdminKey } from '@/shared/i18n';

/** The charts of per-day counts, in the order the section shows them: title, series, whether bars stack. */
export const CHARTS: readonly { title: AdminKey; keys: readonly StatsSeries[]; stacked?: true }[] = [
  { title: 'admin.numbers.chart.signups', keys: ['signupsBusiness', 'signupsFreelancer'], stacked: true },
  { title: 'admin.numbers.chart.hiring', keys: ['vacancies', 'proposals', 'hires'] },
  { title: 'admin.numbers.chart.bookings', keys: ['bookings', 'reviews'] },
  { title: 'admin.numbers.chart.messages', keys: ['messages'] },
  { title: 'admin.numbers.chart.mail', keys: ['mailsSent', 'mailsFailed'], stacked: true },
];

/** Each series' colour (a token of tokens.css), told apart in the legend and the table too. */
export const SERIES_COLOR: Record<StatsSeries, string> = {
  signupsBusiness: '--color-info',
  signupsFreelancer: '--color-primary',
  vacancies: '--color-info',
  proposals: '--color-primary',
  hires: '--color-warning',
  bookings: '--color-primary',
  reviews: '--color-warning',
  messages: '--color-info',
  mailsSent: '--color-success',
  mailsFailed: '--color-danger',
};

export const seriesLabel = (key: StatsSeries): string => t(`admin.numbers.series.${key}`);
