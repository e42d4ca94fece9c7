import { useId, useMemo } from 'react';
import type { StatsSeries } from '@contracts/operator-stats';
import { formatCount, formatList } from '@contracts/format';
import { formatDayMonth, formatDayRange } from '@contracts/format-time';
import { adminT as t } from '@/shared/i18n';
import type { Bucket } from './buckets';
import { SERIES_COLOR, seriesLabel } from './series';
import { BarChart } from './BarChart';
import styles from './NumbersSection.module.css';

export interface SeriesChartProps {
  title: string;
  keys: readonly StatsSeries[];
  buckets: readonly Bucket[];
  totals: Record<StatsSeries, number>;
  weekly: boolean;
  stacked?: boolean;
}

/** What a bar covers, in a table's row: a day, or a week from its first to its last day. */
export const bucketName = (bucket: Bucket) => (bucket.from === bucket.to ? formatDayMonth(bucket.from) : formatDayRange(bucket.from, bucket.to));

/** One chart of per-day or per-week counts, with its figures as a table (the chart's text alternative). */
export function SeriesChart({ title, keys, buckets, totals, weekly, stacked = false }: SeriesChartProps) {
  const headingId = useId();
  const labels = useMemo(() => buckets.map((b) => formatDayMonth(b.from)), [buckets]);
  const series = useMemo(() => keys.map((key) => ({ label: seriesLabel(key), data: buckets.map((b) => b.values[key]), color: SERIES_COLOR[key] })), [keys, buckets]);
  const inAll = formatList(keys.map((key) => t('admin.numbers.figure', { name: seriesLabel(key), value: formatCount(totals[key]) })));
  const grouping = t(weekly ? 'admin.numbers.perWeek' : 'admin.numbers.perDay');
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {title}
      </h3>
      <p className={styles.inAll}>{t('admin.numbers.inAll', { figures: inAll })}</p>
      <BarChart labels={labels} series={series} stacked={stacked} summary={t('admin.numbers.chartSummary', { title, grouping, figures: inAll })} />
      <details className={styles.details}>
        <summary>{t('admin.numbers.asTable')}</summary>
        <div className={styles.tableScroll} role="region" aria-label={t('admin.numbers.tableOf', { title })} tabIndex={0}>
          <table className={`${styles.table} ${styles.dated}`}>
            <caption>{t('admin.numbers.caption', { title, grouping })}</caption>
            <thead>
              <tr>
                <th scope="col">{t(weekly ? 'admin.numbers.week' : 'admin.numbers.day')}</th>
                {keys.map((key) => (
                  <th key={key} scope="col">
                    {seriesLabel(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.from}>
                  <th scope="row">{bucketName(bucket)}</th>
                  {keys.map((key) => (
                    <td key={key}>{formatCount(bucket.values[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('admin.numbers.total')}</th>
                {keys.map((key) => (
                  <td key={key}>{formatCount(totals[key])}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </section>
  );
}
