import { useEffect, useRef, type KeyboardEvent } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contracts/application';
import { vacanciesT as t } from '@/shared/i18n';
import styles from './StageTabs.module.css';

/** Every stage the contracts know, after All (undefined). */
const STAGES: readonly (ApplicationStatus | undefined)[] = [undefined, ...APPLICATION_STATUSES];

/** The id of a stage's tab, for the panel's aria-labelledby. */
export const stageTabId = (prefix: string, status: ApplicationStatus | undefined): string => `${prefix}-${status ?? 'all'}`;

export interface StageTabsProps {
  /** The stage shown; undefined for All. */
  status: ApplicationStatus | undefined;
  /** The server's counts per status, when known. */
  counts: Partial<Record<ApplicationStatus, number>> | undefined;
  /** Prefix of the tabs' ids. */
  idPrefix: string;
  /** The id of the panel the tabs show. */
  panelId: string;
  onChoose: (status: ApplicationStatus | undefined) => void;
}

/** Which way a key moves along a row of tabs written in `direction` (the nearest dir attribute: the page's language). */
function step(key: string, direction: string): number | 'first' | 'last' | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

/**
 * The stages of the pipeline as tabs (All, then every status of contracts/application.ts), each with the server's
 * count. A tablist with one tab in the Tab order: the arrow keys (mirrored in Arabic), Home and End move between tabs
 * and show the stage at once, as a click does.
 */
export function StageTabs({ status, counts, idPrefix, panelId, onChoose }: StageTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLDivElement>(null);
  const current = Math.max(0, STAGES.indexOf(status));
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;

  // The chosen tab stays in sight when the strip scrolls (a phone).
  useEffect(() => {
    const tab = tabs.current[current];
    const box = strip.current;
    if (tab && box && box.scrollWidth > box.clientWidth) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = step(event.key, event.currentTarget.closest('[dir]')?.getAttribute('dir') ?? 'ltr');
    if (move === null) return;
    event.preventDefault();
    const next = move === 'first' ? 0 : move === 'last' ? STAGES.length - 1 : (current + move + STAGES.length) % STAGES.length;
    tabs.current[next]?.focus();
    onChoose(STAGES[next]);
  };

  return (
    <div ref={strip} role="tablist" aria-label={t('vacancies.applicants.stages')} className={styles.tabs} onKeyDown={onKeyDown}>
      {STAGES.map((stage, index) => {
        const selected = index === current;
        const n = stage ? counts?.[stage] : total;
        return (
          <button
            key={stage ?? 'all'}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={stageTabId(idPrefix, stage)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChoose(stage)}
          >
            {stage ? t(`vacancies.applicants.status.${stage}`) : t('vacancies.applicants.stage.all')}
            {n !== undefined && (
              <>
                {' '}
                <span className={styles.count}>{n}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
