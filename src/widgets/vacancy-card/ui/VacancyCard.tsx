import { useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { isBusinessOnly } from '@contracts/user';
import { formatVacancyDate, vacancyStatus, type Vacancy } from '@/entities/vacancy';
import { useGetMyProfileQuery } from '@/entities/user';
import { ApplyButton } from '@/features/apply-vacancy';
import { WithdrawButton } from '@/features/withdraw-application';
import { selectIsLoggedIn } from '@/shared/auth';
import { localizeRule, vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import { chipsThatFit } from '@/shared/lib/chips';
import { useLoginHref } from '@/shared/lib/router';
import { shareLink } from '@/shared/lib/share';
import { paths } from '@/shared/routes';
import { Badge, Button, ButtonLink, PhoneNumber, cx } from '@/shared/ui';
import { downloadVacancyFile } from '../model/downloadVacancyFile';
import {
  STATUS_BADGE,
  formatLanguages,
  formatNationality,
  formatPaid,
  formatPlace,
  formatStart,
  formatYears,
  orAny,
} from '../model/display';
import { CalendarIcon, ClockIcon, EditIcon, FileIcon, PeopleIcon, PinIcon, ShareIcon } from './icons';
import styles from './VacancyCard.module.css';

/**
 * normal: the public list, with Apply; posted: the poster's list, with Update
 * and the 'Applied by' count; applied: the applicant's list, with Delete
 * (withdraws the application).
 */
export type VacancyCardMode = 'normal' | 'posted' | 'applied';

export interface VacancyCardProps {
  vacancy: Vacancy;
  mode?: VacancyCardMode;
  /** applied mode: the 'on' timestamp of the application (what Delete withdraws). */
  appliedOn?: string;
  /** A preview of the card: no status badge (see docs/reference.md#states) and no actions. */
  preview?: boolean;
  /** Level of the title heading; the groups inside use the next level. */
  headingLevel?: 2 | 3;
  /**
   * A card in a list: compact on phones (title, place and dates, pay, a few
   * skills and the actions; the details are on the vacancy's page, one tap
   * away). CSS does it, since the server cannot know the width.
   */
  compact?: boolean;
  className?: string;
}

interface DetailGroup {
  title: MessageKey;
  rows: { label: MessageKey; value: ReactNode }[];
}

function Details({ groups, level }: { groups: DetailGroup[]; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group}>
          <Heading className={styles.groupTitle}>{t(group.title)}</Heading>
          <dl className={styles.rows}>
            {group.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{t(row.label)}</dt>
                {/* Values members typed (an organisation, a contact) may be in either script: isolated, they never reorder the row. */}
                <dd>
                  <bdi>{row.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * The vacancy card of docs/reference.md#screens with the badges of docs/reference.md#states (one, by the
 * precedence of docs/reference.md#reading-16; none in preview) and the visitor rules of
 * docs/reference.md#roles: contact details masked with 'Please login to view' (→ /login), the
 * PDF a link to login, Apply to login.
 */
export function VacancyCard({ vacancy, mode = 'normal', appliedOn, preview = false, headingLevel = 2, compact = false, className }: VacancyCardProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const titleId = useId();
  const status = vacancyStatus(vacancy);
  const badge = STATUS_BADGE[status];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sub = headingLevel === 2 ? 3 : 4;
  const SubHeading = sub === 3 ? 'h3' : 'h4';

  const statusBadge = preview ? null : (
    <Badge tone={badge.tone} className={styles.status}>
      {t(badge.label)}
    </Badge>
  );

  if (status === 'deleted') {
    return (
      <article className={cx(styles.card, styles.removed, className)} aria-labelledby={titleId}>
        <header className={styles.top}>
          <div className={styles.heading}>
            <Heading id={titleId} className={styles.title} dir="auto">
              {t('vacancies.card.removed')}
            </Heading>
            {appliedOn && <p className={styles.meta}>{t('vacancies.card.appliedOn', { date: formatVacancyDate(appliedOn) })}</p>}
          </div>
          {statusBadge}
        </header>
        <p className={styles.muted}>{t('vacancies.card.removedHint')}</p>
        {!preview && mode === 'applied' && appliedOn && (
          <footer className={styles.actions}>
            <WithdrawButton vacancyId={vacancy.id} appliedOn={appliedOn} title="" size="sm" className={styles.end} />
          </footer>
        )}
      </article>
    );
  }

  const title = vacancy.title.trim();
  const skills = vacancy.requiredSkills ?? [];
  // On a phone a compact card shows the skills that fit about two lines, then '+N more'.
  const phoneSkills = compact ? chipsThatFit(skills.map((skill) => localizeRule(skill))) : skills.length;
  const roles = [vacancy.isTrainer && 'vacancies.card.role.trainer', vacancy.isConsultant && 'vacancies.card.role.consultant'].filter(
    Boolean,
  ) as MessageKey[];
  const workstation = (vacancy.location?.workstation ?? '').trim();
  const payType = (vacancy.payment?.payType ?? '').trim();
  const applied = Boolean(profile?.appliedVacancies.some((item) => item.vacancy === vacancy.id));
  // Apply is a freelancer's action: never offered to a business-only account, nor on one's own vacancy (see docs/reference.md#validation, #roles).
  const mayApply =
    !profile || (!isBusinessOnly(profile.user.Iam) && vacancy.user?.id !== profile.user.id && !profile.postedVacancies.includes(vacancy.id));

  const loginMask = (
    <Link to={loginAndBack} className={styles.mask}>
      {t('vacancies.card.loginToView')}
    </Link>
  );
  const contact = vacancy.contact ?? {};
  let phone: ReactNode;
  if (contact.phone) {
    phone = <PhoneNumber className={styles.link} phone={contact.phone} />;
  } else if (!loggedIn) {
    phone = loginMask;
  } else {
    phone = <span className={styles.muted}>{t('vacancies.card.noPhone')}</span>;
  }

  const groups: DetailGroup[] = [
    {
      title: 'vacancies.card.candidate',
      rows: [
        { label: 'vacancies.card.minExperience', value: formatYears(vacancy.candidate?.minExperience) },
        { label: 'vacancies.card.languages', value: formatLanguages(vacancy.candidate) },
        { label: 'vacancies.card.nationality', value: formatNationality(vacancy.candidate?.nationality) },
      ],
    },
    {
      title: 'vacancies.card.location',
      rows: [
        { label: 'vacancies.card.place', value: formatPlace(vacancy.location) },
        { label: 'vacancies.card.workstation', value: orAny(vacancy.location?.workstation) },
        { label: 'vacancies.card.travelRequired', value: orAny(vacancy.location?.travelRequired) },
      ],
    },
    {
      title: 'vacancies.card.time',
      rows: [
        { label: 'vacancies.card.startDate', value: formatStart(vacancy.time?.startDate) },
        { label: 'vacancies.card.timePeriod', value: orAny(vacancy.time?.timePeriod) },
        { label: 'vacancies.card.minAvailability', value: orAny(vacancy.time?.minAvailability) },
        { label: 'vacancies.card.projectPhase', value: orAny(vacancy.time?.projectPhase) },
      ],
    },
    {
      title: 'vacancies.card.payment',
      rows: [
        { label: 'vacancies.card.hourlyRate', value: orAny(vacancy.payment?.hourlyRate) },
        { label: 'vacancies.card.payType', value: orAny(vacancy.payment?.payType) },
        { label: 'vacancies.card.flights', value: formatPaid(vacancy.payment?.flights) },
        { label: 'vacancies.card.hotel', value: formatPaid(vacancy.payment?.hotel) },
      ],
    },
    {
      title: 'vacancies.card.contact',
      rows: [
        { label: 'vacancies.card.name', value: loggedIn && contact.name ? contact.name : loginMask },
        {
          label: 'vacancies.card.email',
          value:
            loggedIn && contact.email ? (
              <a className={styles.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ) : (
              loginMask
            ),
        },
        { label: 'vacancies.card.phone', value: phone },
      ],
    },
  ];

  const fileName = vacancy.fileName || t('vacancies.card.file');
  let file: ReactNode = null;
  if (vacancy.file || vacancy.fileName || vacancy.hasFile) {
    file =
      loggedIn && vacancy.file ? (
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

  // Every card links to the vacancy's own page; Share copies (or shares) that link.
  const share = preview ? null : (
    <Button variant="outline" size="sm" onClick={() => void shareLink(paths.vacancy(vacancy.id), title)} aria-label={t('share.label', { title })}>
      <ShareIcon />
      {t('share.button')}
    </Button>
  );

  let actions: ReactNode = null;
  if (!preview && mode === 'normal' && mayApply && (status === 'published' || status === 'notPublished' || status === 'notApproved')) {
    actions = <ApplyButton vacancyId={vacancy.id} title={title} applied={applied} size="sm" className={styles.end} />;
  } else if (!preview && mode === 'posted') {
    const count = vacancy.appliedCount ?? vacancy.appliedBy?.length ?? 0;
    let appliedBy = t('vacancies.card.appliedByMany', { count });
    if (count === 0) appliedBy = t('vacancies.card.appliedByNone');
    else if (count === 1) appliedBy = t('vacancies.card.appliedByOne');
    actions = (
      <div className={cx(styles.end, styles.buttons)}>
        <ButtonLink to={paths.vacancyApplicants(vacancy.id)} variant="outline" size="sm">
          <PeopleIcon />
          {appliedBy}
        </ButtonLink>
        <ButtonLink to={paths.vacancyEdit(vacancy.id)} size="sm" aria-label={t('vacancies.card.updateLabel', { title })}>
          <EditIcon />
          {t('vacancies.card.update')}
        </ButtonLink>
      </div>
    );
  } else if (!preview && mode === 'applied' && appliedOn) {
    actions = <WithdrawButton vacancyId={vacancy.id} appliedOn={appliedOn} title={title} size="sm" className={styles.end} />;
  }

  return (
    <article className={cx(styles.card, compact && styles.compact, className)} aria-labelledby={titleId}>
      <header className={styles.top}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title} dir="auto">
            {preview ? (
              title
            ) : (
              <Link to={paths.vacancy(vacancy.id)} className={styles.titleLink}>
                {title}
              </Link>
            )}
          </Heading>
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <PinIcon />
              <bdi>{formatPlace(vacancy.location)}</bdi>
            </span>
            {vacancy.postedDate && (
              <span className={cx(styles.metaItem, styles.posted)}>
                <CalendarIcon />
                {t('vacancies.card.posted', { date: formatVacancyDate(vacancy.postedDate) })}
              </span>
            )}
            {vacancy.expiryDate && (
              <span className={styles.metaItem}>
                <ClockIcon />
                {t('vacancies.card.expires', { date: formatVacancyDate(vacancy.expiryDate) })}
              </span>
            )}
            {compact && (
              <span className={cx(styles.metaItem, styles.phoneOnly)}>
                {t('vacancies.card.hourlyRate')}: {orAny(vacancy.payment?.hourlyRate)}
                {payType && payType !== 'Any' ? ` · ${orAny(payType)}` : ''}
              </span>
            )}
          </p>
          {appliedOn && <p className={styles.appliedOn}>{t('vacancies.card.appliedOn', { date: formatVacancyDate(appliedOn) })}</p>}
        </div>
        {statusBadge}
      </header>

      {(roles.length > 0 || (workstation && workstation !== 'Any')) && (
        <ul className={styles.tags} aria-label={t('vacancies.card.lookingFor')}>
          {roles.map((role) => (
            <li key={role} className={styles.role}>
              {t(role)}
            </li>
          ))}
          {workstation && workstation !== 'Any' && <li className={styles.tag}>{localizeRule(workstation)}</li>}
        </ul>
      )}

      <div className={styles.body}>
        <div className={styles.main}>
          <section className={styles.section}>
            <SubHeading className={cx(styles.sectionTitle, styles.phoneHidden)}>{t('vacancies.card.requirements')}</SubHeading>
            <p className={cx(styles.requirements, compact && styles.clamp)} dir="auto">
              {vacancy.requirements}
            </p>
          </section>
          <section className={styles.section}>
            <SubHeading className={cx(styles.sectionTitle, styles.phoneHidden)}>{t('vacancies.card.skills')}</SubHeading>
            {skills.length ? (
              <ul className={styles.skills}>
                {skills.map((skill, index) => (
                  <li key={skill} className={cx(styles.skill, index >= phoneSkills && styles.extraSkill)} dir="auto">
                    {localizeRule(skill)}
                  </li>
                ))}
                {compact && skills.length > phoneSkills && (
                  <li className={cx(styles.skill, styles.moreSkills)}>{t('vacancies.card.moreSkills', { count: skills.length - phoneSkills })}</li>
                )}
              </ul>
            ) : (
              <p className={styles.muted}>{t('vacancies.card.noSkills')}</p>
            )}
          </section>
        </div>
        <Details groups={groups} level={sub} />
      </div>

      {(file || share || actions) && (
        <footer className={styles.actions}>
          {file}
          {share}
          {actions}
        </footer>
      )}
    </article>
  );
}
