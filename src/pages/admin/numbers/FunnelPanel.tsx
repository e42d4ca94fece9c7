import { useId, useMemo } from 'react';
import { conversion, type MarketplaceStats } from '@contracts/operator-stats';
import { formatCount, formatList, formatPercent } from '@contracts/format';
import { formatElapsed } from '@contracts/format-time';
import { adminT as t } from '@/shared/i18n';
import { BarChart } from './BarChart';
import styles from './NumbersSection.module.css';

const STAGES = ['vacancies', 'proposed', 'shortlisted', 'hired'] as const;

/** The funnel from vacancy to hire with each step's share of the one before, and the median time to a first proposal. */
export function FunnelPanel({ funnel, firstProposal }: Pick<MarketplaceStats, 'funnel' | 'firstProposal'>) {
  const headingId = useId();
  const stages = STAGES.map((stage, i) => ({
    stage,
    name: t(`admin.numbers.funnel.${stage}`),
    count: funnel[stage],
    rate: i === 0 ? null : conversion(funnel[stage], funnel[STAGES[i - 1]!]),
  }));
  const labels = useMemo(() => STAGES.map((stage) => t(`admin.numbers.funnel.${stage}`)), []);
  const series = useMemo(() => [{ label: t('admin.numbers.funnel.count'), data: STAGES.map((stage) => funnel[stage]), color: '--color-primary' }], [funnel]);
  const summary = formatList(stages.map((s) => t('admin.numbers.figure', { name: s.name, value: formatCount(s.count) })));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('admin.numbers.funnel.title')}
      </h3>
      <BarChart horizontal labels={labels} series={series} summary={t('admin.numbers.funnel.summary', { figures: summary })} />
      <div className={styles.tableScroll} role="region" aria-label={t('admin.numbers.tableOf', { title: t('admin.numbers.funnel.title') })} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.numbers.funnel.step')}</th>
              <th scope="col">{t('admin.numbers.funnel.count')}</th>
              <th scope="col">{t('admin.numbers.funnel.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.stage}>
                <th scope="row">{s.name}</th>
                <td>{formatCount(s.count)}</td>
                <td>{s.rate === null ? '—' : formatPercent(s.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('admin.numbers.funnel.note')}</p>
      <p className={styles.median}>
        <strong>{t('admin.numbers.firstProposal.title')}</strong>{' '}
        {firstProposal.medianSeconds === null
          ? t('admin.numbers.firstProposal.none')
          : t('admin.numbers.firstProposal.value', { time: formatElapsed(firstProposal.medianSeconds), count: formatCount(firstProposal.vacancies) })}
      </p>
    </section>
  );
}
