import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatVacancyDate, type Vacancy, type VacancyStatus } from '@/entities/vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { vacanciesT as t } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Badge, Button, CalendarIcon, ClockIcon, FileIcon, PageOrder, PinIcon, cx } from '@/shared/ui';
import { STATUS_BADGE, formatPlace, orAny } from '../model/display';
import { downloadVacancyFile } from '../model/downloadVacancyFile';
import styles from './VacancyCard.module.css';

/** The one badge of the vacancy's state. */
export function StatusBadge({ status }: { status: VacancyStatus }) {
  const badge = STATUS_BADGE[status];
  return (
    <Badge tone={badge.tone} className={styles.status}>
      {t(badge.label)}
    </Badge>
  );
}

interface RemovedVacancyCardProps {
  headingLevel: 2 | 3;
  note: ReactNode;
  actions: ReactNode;
  className: string | undefined;
}

/** A deleted vacancy (e.g. one the viewer applied to): it says so, with the page's actions. */
export function RemovedVacancyCard({ headingLevel, note, actions, className }: RemovedVacancyCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cx(styles.card, styles.removed, className)} aria-labelledby={titleId}>
      <header className={styles.top}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title} dir="auto">
            {t('vacancies.card.removed')}
          </Heading>
          {note && <p className={styles.meta}>{note}</p>}
        </div>
        <StatusBadge status="deleted" />
      </header>
      <p className={styles.muted}>{t('vacancies.card.removedHint')}</p>
      {actions && (
        <footer className={styles.actions}>
          <div className={cx(styles.end, styles.buttons)}>{actions}</div>
        </footer>
      )}
    </article>
  );
}

/** Place, posting and closing dates, and on a compact card on a phone the pay. */
export function VacancyMeta({ vacancy, compact }: { vacancy: Vacancy; compact: boolean }) {
  const payType = (vacancy.payment?.payType ?? '').trim();
  const zone = useViewerZone();
  return (
    <p className={styles.meta}>
      <span className={styles.metaItem}>
        <PinIcon />
        <PageOrder>{formatPlace(vacancy.location)}</PageOrder>
      </span>
      {vacancy.postedDate && (
        <span className={cx(styles.metaItem, styles.posted)}>
          <CalendarIcon />
          {t('vacancies.card.posted', { date: formatVacancyDate(vacancy.postedDate, zone) })}
        </span>
      )}
      {vacancy.expiryDate && (
        <span className={styles.metaItem}>
          <ClockIcon />
          {t('vacancies.card.expires', { date: formatVacancyDate(vacancy.expiryDate, zone) })}
        </span>
      )}
      {compact && (
        <span className={cx(styles.metaItem, styles.phoneOnly)}>
          {t('vacancies.card.hourlyRate')}: {orAny(vacancy.payment?.hourlyRate)}
          {payType && payType !== 'Any' ? ` · ${orAny(payType)}` : ''}
        </span>
      )}
    </p>
  );
}

/** The vacancy's PDF: a download for members, a link to log in (and back) for visitors; nothing without one. */
export function VacancyFile({ vacancy }: { vacancy: Vacancy }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  if (!vacancy.file && !vacancy.fileName && !vacancy.hasFile) return null;
  const fileName = vacancy.fileName || t('vacancies.card.file');
  return loggedIn && vacancy.file ? (
    <Button
      variant="link"
      size="sm"
      className={styles.file}
      aria-label={t('vacancies.card.fileLabel', { name: fileName })}
      onClick={() => void downloadVacancyFile(vacancy.file as string, fileName)}
    >
      <FileIcon />
      {t('vacancies.card.file')}
    </Button>
  ) : (
    <Link to={loginAndBack} className={cx(styles.link, styles.file)} aria-label={t('vacancies.card.fileLogin')}>
      <FileIcon />
      {t('vacancies.card.file')}
    </Link>
  );
}
