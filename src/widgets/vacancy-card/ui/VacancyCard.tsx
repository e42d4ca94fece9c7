import { useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { HiringCompany } from '@/entities/company';
import { vacancyStatus, type Vacancy } from '@/entities/vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { localizeRule, vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import { shareLink } from '@/shared/lib/share';
import { paths } from '@/shared/routes';
import { Badge, Button, ContactValue, DetailList, ShareIcon, SkillChips, cx, userText } from '@/shared/ui';
import { vacancyDetailGroups, type DetailGroup } from '../model/details';
import { RemovedVacancyCard, StatusBadge, VacancyFile, VacancyMeta } from './VacancyCardParts';
import styles from './VacancyCard.module.css';

export interface VacancyCardProps {
  vacancy: Vacancy;
  /** What the page offers on this card (Apply; Applied by and Update; Delete), at the end of its footer. */
  actions?: ReactNode;
  /** A line under the card's title, e.g. when the viewer applied. */
  note?: ReactNode;
  /** Level of the title heading; the groups inside use the next level. */
  headingLevel?: 2 | 3;
  /**
   * A card in a list: compact on phones (title, place and dates, pay, a few
   * skills and the actions; the details are on the vacancy's page, one tap
   * away). CSS does it, since the server cannot know the width.
   */
  compact?: boolean;
  /** Published after the moment a saved search's alert marks (`newSince`): flagged "New". */
  isNew?: boolean;
  className?: string;
}

function Details({ groups, level }: { groups: DetailGroup[]; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group}>
          <Heading className={styles.groupTitle}>{t(group.title)}</Heading>
          <DetailList
            className={styles.rows}
            rows={group.rows.map((row) => ({ key: row.label, label: t(row.label), value: <ContactValue detail={row.value} /> }))}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * The vacancy card of SPEC §2 with the badges of SPEC §4 (one, by the
 * precedence of SPEC-DECISIONS 16) and the visitor rules of SPEC §6: contact
 * details masked with 'Please login to view' (→ /login), the PDF a link to
 * login. The page passes what it offers on the card (`actions`).
 */
export function VacancyCard({ vacancy, actions, note, headingLevel = 2, compact = false, isNew = false, className }: VacancyCardProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const titleId = useId();
  const status = vacancyStatus(vacancy);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sub = headingLevel === 2 ? 3 : 4;
  const SubHeading = sub === 3 ? 'h3' : 'h4';

  if (status === 'deleted') return <RemovedVacancyCard headingLevel={headingLevel} note={note} actions={actions} className={className} />;

  const title = vacancy.title.trim();
  const roles = [vacancy.isTrainer && 'vacancies.card.role.trainer', vacancy.isConsultant && 'vacancies.card.role.consultant'].filter(
    Boolean,
  ) as MessageKey[];
  const workstation = (vacancy.location?.workstation ?? '').trim();
  const groups = vacancyDetailGroups(vacancy, loggedIn);

  // Every card links to the vacancy's own page; Share copies (or shares) that link.
  const share = (
    <Button variant="outline" size="sm" onClick={() => void shareLink(paths.vacancy(vacancy.id), title)} aria-label={t('share.label', { title })}>
      <ShareIcon />
      {t('share.button')}
    </Button>
  );

  return (
    <article className={cx(styles.card, compact && styles.compact, className)} aria-labelledby={titleId}>
      <header className={styles.top}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title} {...userText(title)}>
            <Link to={paths.vacancy(vacancy.id)} className={styles.titleLink}>
              {title}
            </Link>
          </Heading>
          {vacancy.company && <HiringCompany company={vacancy.company} />}
          <VacancyMeta vacancy={vacancy} compact={compact} />
          {note && <p className={styles.appliedOn}>{note}</p>}
        </div>
        {isNew ? (
          <div className={styles.flags}>
            <Badge tone="info">{t('vacancies.card.new')}</Badge>
            <StatusBadge status={status} />
          </div>
        ) : (
          <StatusBadge status={status} />
        )}
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
            <p className={cx(styles.requirements, compact && styles.clamp)} {...userText(vacancy.requirements)}>
              {vacancy.requirements}
            </p>
          </section>
          <section className={styles.section}>
            <SubHeading className={cx(styles.sectionTitle, styles.phoneHidden)}>{t('vacancies.card.skills')}</SubHeading>
            <SkillChips
              skills={vacancy.requiredSkills ?? []}
              compact={compact}
              more={(count) => t('vacancies.card.moreSkills', { count })}
              empty={<p className={styles.muted}>{t('vacancies.card.noSkills')}</p>}
            />
          </section>
        </div>
        <Details groups={groups} level={sub} />
      </div>

      <footer className={styles.actions}>
        <VacancyFile vacancy={vacancy} />
        {share}
        {actions && <div className={cx(styles.end, styles.buttons)}>{actions}</div>}
      </footer>
    </article>
  );
}
