import { useId, useMemo, useState } from 'react';
import { STATS_DAYS_DEFAULT, STATS_SERIES, type MarketplaceStats } from '@contracts/operator-stats';
import { formatCount } from '@contracts/format';
import { formatDateTime } from '@contracts/format-time';
import { useGetMarketplaceStatsQuery } from '@/entities/operator';
import { adminT as t, type AdminKey } from '@/shared/i18n';
import { Alert, Button, Select, Spinner } from '@/shared/ui';
import { bucketsOf, DAILY_UP_TO } from './buckets';
import { CHARTS, seriesLabel } from './series';
import { FunnelPanel } from './FunnelPanel';
import { SeriesChart } from './SeriesChart';
import { WaitingPanel } from './WaitingPanel';
import styles from './NumbersSection.module.css';

/** The periods offered, in days (the server takes 7 to 365). */
const PERIODS: readonly { days: number; label: AdminKey }[] = [
  { days: 7, label: 'admin.numbers.period.7' },
  { days: 30, label: 'admin.numbers.period.30' },
  { days: STATS_DAYS_DEFAULT, label: 'admin.numbers.period.90' },
  { days: 365, label: 'admin.numbers.period.365' },
];

/** /admin/numbers (administrators): the marketplace's numbers for a period, charted, each chart with its figures as a table. */
export function NumbersSection() {
  const headingId = useId();
  const [days, setDays] = useState(STATS_DAYS_DEFAULT);
  const { data, isFetching, isError, refetch } = useGetMarketplaceStatsQuery(days);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {t('admin.numbers.title')}
        </h2>
        <Select
          className={styles.period}
          label={t('admin.numbers.period.label')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={PERIODS.map((p) => ({ value: String(p.days), label: t(p.label) }))}
        />
      </div>
      <p className={styles.note}>{t('admin.numbers.utc')}</p>
      {isError ? (
        <Alert tone="danger">
          {t('admin.numbers.error')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('admin.numbers.retry')}
          </Button>
        </Alert>
      ) : data && !isFetching ? (
        <Figures stats={data} />
      ) : (
        <Spinner size="lg" />
      )}
    </section>
  );
}

function Figures({ stats }: { stats: MarketplaceStats }) {
  const buckets = useMemo(() => bucketsOf(stats.days), [stats.days]);
  const weekly = stats.days.length > DAILY_UP_TO;
  return (
    <>
      <p className={styles.note}>{t('admin.numbers.asOf', { time: formatDateTime(stats.asOf, 'UTC') })}</p>
      <dl className={styles.figures} aria-label={t('admin.numbers.totals')}>
        {STATS_SERIES.filter((key) => !key.startsWith('mails')).map((key) => (
          <div key={key} className={styles.figure}>
            <dt>{seriesLabel(key)}</dt>
            <dd>{formatCount(stats.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <FunnelPanel funnel={stats.funnel} firstProposal={stats.firstProposal} />
      <div className={styles.charts}>
        {CHARTS.map((chart) => (
          <SeriesChart key={chart.title} title={t(chart.title)} keys={chart.keys} buckets={buckets} totals={stats.totals} weekly={weekly} stacked={chart.stacked} />
        ))}
      </div>
      <WaitingPanel totals={stats.totals} waiting={stats.waiting} />
    </>
  );
}
