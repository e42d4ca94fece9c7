import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { formatLocation, freelancerName, hasRole, orUnknown, type Freelancer } from '@/entities/freelancer';
import { RatingLine } from '@/entities/review';
import { DEFAULT_AVATAR, photoUrl } from '@/entities/user';
import { FavoriteButton } from '@/features/toggle-favorite';
import { selectIsLoggedIn } from '@/shared/auth';
import { localizeRule, freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { chipsThatFit } from '@/shared/lib/chips';
import { Badge, BuildingIcon, ContactValue, DetailList, GlobeIcon, LinkedInIcon, PageOrder, PinIcon, cx, type BadgeTone } from '@/shared/ui';
import { freelancerContact, freelancerDetailRows, freelancerRate } from '../model/details';
import { useIsMine } from '../model/useIsMine';
import { ExternalIcon } from './ExternalIcon';
import styles from './FreelancerCard.module.css';

export interface FreelancerCardProps {
  freelancer: Freelancer;
  /** list: a compact card (on phones); full: everything, unclamped. */
  variant?: 'list' | 'full';
  /** Level of the name heading (sections inside use the next level). */
  headingLevel?: 2 | 3;
  /** Forces the Preview flag; by default it shows on the viewer's own card (see docs/reference.md#screens). */
  preview?: boolean;
  /** On the booking page: the rate the booking uses (the e-consultation rate) is the card's one rate. */
  bookingRate?: string;
  /** What the page offers on the card (résumé, message, book, view), in its footer. */
  actions?: ReactNode;
  className?: string;
}

const ROLES: { role: 'Trainer' | 'Consultant' | 'E-Consultant'; label: MessageKey; tone: BadgeTone }[] = [
  { role: 'Trainer', label: 'freelancers.role.Trainer', tone: 'info' },
  { role: 'Consultant', label: 'freelancers.role.Consultant', tone: 'neutral' },
  { role: 'E-Consultant', label: 'freelancers.role.E-Consultant', tone: 'success' },
];

/**
 * The freelancer card of SPEC §2 with the visibility rules of SPEC §6:
 * visitors see the e-mail masked ('Please login to view' → /login) and the
 * phone only when the data holds it; members see the e-mail, the phone or
 * 'Phone number not available.'. The page passes the card's actions.
 */
export function FreelancerCard({ freelancer, variant = 'list', headingLevel = 2, preview, bookingRate, actions, className }: FreelancerCardProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const name = freelancerName(freelancer) || t('freelancers.unknown');
  // mine: the viewer's own card, which has no favourite star (nobody favourites themselves).
  const mine = useIsMine(freelancer);
  const own = preview ?? mine;
  const photo = photoUrl(freelancer.profilePhoto) ?? DEFAULT_AVATAR;
  const summary = (freelancer.profileSummary ?? '').trim();
  // list: compact on phones (key facts, a few skills and the actions; the rest is in the preview), by CSS since the server cannot know the width.
  const compact = variant === 'list';
  const skills = freelancer.skills ?? [];
  // On a phone a compact card shows the skills that fit about two lines, then '+N more'.
  const phoneSkills = compact ? chipsThatFit(skills.map((skill) => localizeRule(skill))) : skills.length;
  const header = (freelancer.profileHeader ?? '').trim();
  const roles = ROLES.filter((item) => hasRole(freelancer, item.role));
  const rate = freelancerRate(freelancer, bookingRate);
  const contact = freelancerContact(freelancer, loggedIn);

  return (
    <article className={cx(styles.card, variant === 'full' && styles.full, compact && styles.compact, own && styles.own, className)} aria-labelledby={nameId}>
      <header className={styles.top}>
        <img className={styles.avatar} src={photo} alt={t('freelancers.card.photoAlt', { name })} width={80} height={80} loading="lazy" />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading id={nameId} className={styles.name} dir="auto">
              {name}
            </Heading>
            {own && (
              <Badge tone="warning" title={t('freelancers.card.previewHint')}>
                {t('freelancers.card.preview')}
              </Badge>
            )}
          </div>
          {header && (
            <p className={cx(styles.headline, compact && styles.headlineClamp)} dir="auto">
              {header}
            </p>
          )}
          <p className={styles.meta}>
            {/* On a phone the headline stands for the organisation (the preview has both). */}
            <span className={cx(styles.metaItem, header && styles.company)}>
              <BuildingIcon />
              <bdi>{orUnknown(freelancer.companyName)}</bdi>
            </span>
            <span className={styles.metaItem}>
              <PinIcon />
              <PageOrder>{formatLocation(freelancer)}</PageOrder>
            </span>
            {compact && (
              <span className={cx(styles.metaItem, styles.phoneOnly)}>
                {t('freelancers.card.hourlyRate')}: {rate}
              </span>
            )}
          </p>
          {freelancer.rating && <RatingLine rating={freelancer.rating} className={styles.rating} />}
          {roles.length > 0 && (
            <ul className={styles.badges} aria-label={t('freelancers.card.roles')}>
              {roles.map((item) => (
                <li key={item.role}>
                  <Badge tone={item.tone}>{t(item.label)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.tools}>
          {!mine && <FavoriteButton freelancerId={freelancer.id} name={name} />}
          <div className={styles.links} role="group" aria-label={t('freelancers.card.links')}>
            <ExternalIcon
              href={freelancer.personalLink}
              label={t('freelancers.card.website', { name })}
              emptyLabel={t('freelancers.card.noWebsite')}
            >
              <GlobeIcon size={20} />
            </ExternalIcon>
            <ExternalIcon
              href={freelancer.linkedinLink}
              label={t('freelancers.card.linkedin', { name })}
              emptyLabel={t('freelancers.card.noLinkedin')}
            >
              <LinkedInIcon size={20} />
            </ExternalIcon>
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <div className={styles.main}>
          <section className={cx(styles.section, styles.about)}>
            <SubHeading className={styles.sectionTitle}>{t('freelancers.card.about')}</SubHeading>
            {summary ? (
              <p className={cx(styles.summary, variant === 'list' && styles.clamp)} dir="auto">
                {summary}
              </p>
            ) : (
              <p className={styles.muted}>{t('freelancers.card.noSummary')}</p>
            )}
          </section>
          <section className={styles.section}>
            <SubHeading className={cx(styles.sectionTitle, styles.skillsTitle)}>{t('freelancers.card.skills')}</SubHeading>
            {skills.length ? (
              <ul className={styles.skills}>
                {skills.map((skill, index) => (
                  <li key={skill} className={cx(styles.skill, index >= phoneSkills && styles.extraSkill)} dir="auto">
                    {localizeRule(skill)}
                  </li>
                ))}
                {compact && skills.length > phoneSkills && (
                  <li className={cx(styles.skill, styles.moreSkills)}>{t('freelancers.card.moreSkills', { count: skills.length - phoneSkills })}</li>
                )}
              </ul>
            ) : (
              <p className={styles.muted}>{t('freelancers.card.noSkills')}</p>
            )}
          </section>
          <section className={cx(styles.section, styles.contactSection)}>
            <SubHeading className={styles.sectionTitle}>{t('freelancers.card.contact')}</SubHeading>
            <DetailList
              className={styles.contact}
              rows={[
                { key: 'email', label: t('freelancers.card.email'), value: <ContactValue detail={contact.email} /> },
                { key: 'phone', label: t('freelancers.card.phone'), value: <ContactValue detail={contact.phone} /> },
              ]}
            />
          </section>
        </div>
        <section className={cx(styles.section, styles.aside)}>
          <SubHeading className={styles.sectionTitle}>{t('freelancers.card.details')}</SubHeading>
          <DetailList className={styles.details} rows={freelancerDetailRows(freelancer, bookingRate).map((row) => ({ key: row.label, label: t(row.label), value: row.value }))} />
        </section>
      </div>

      {actions && <footer className={styles.actions}>{actions}</footer>}
    </article>
  );
}
