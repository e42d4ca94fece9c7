import { useId, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatList, formatRate } from '@contracts/format';
import {
  formatExperience,
  formatLocation,
  formatStartDate,
  freelancerName,
  hasRole,
  isEConsultant,
  orUnknown,
  type Freelancer,
} from '@/entities/freelancer';
import { DEFAULT_AVATAR, photoUrl, useGetMyProfileQuery } from '@/entities/user';
import { ResumeButton } from '@/features/download-resume';
import { FavoriteButton } from '@/features/toggle-favorite';
import { selectIsLoggedIn } from '@/shared/auth';
import { countryName, languageName, localizeRule, freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { chipsThatFit } from '@/shared/lib/chips';
import { useLoginHref } from '@/shared/lib/router';
import { loginHref, paths } from '@/shared/routes';
import { Badge, Button, PhoneNumber, cx, type BadgeTone } from '@/shared/ui';
import { ExternalIcon } from './ExternalIcon';
import { BuildingIcon, CalendarIcon, EditIcon, ExpandIcon, GlobeIcon, LinkedInIcon, MailIcon, PinIcon } from './icons';
import { FreelancerPreviewModal } from './FreelancerPreviewModal';
import styles from './FreelancerCard.module.css';

export interface FreelancerCardProps {
  freelancer: Freelancer;
  /** list: a compact card with "View full profile" (full-screen preview); full: everything, unclamped. */
  variant?: 'list' | 'full';
  /** Level of the name heading (sections inside use the next level). */
  headingLevel?: 2 | 3;
  /** Forces the Preview flag; by default it shows on the viewer's own card (see docs/reference.md#screens). */
  preview?: boolean;
  /**
   * On the booking page: the rate the booking uses (the e-consultation rate)
   * is the card's one rate, and there is no Book button (it would lead to
   * the page it is on).
   */
  bookingRate?: string;
  className?: string;
}

const ROLES: { role: 'Trainer' | 'Consultant' | 'E-Consultant'; label: MessageKey; tone: BadgeTone }[] = [
  { role: 'Trainer', label: 'freelancers.role.Trainer', tone: 'info' },
  { role: 'Consultant', label: 'freelancers.role.Consultant', tone: 'neutral' },
  { role: 'E-Consultant', label: 'freelancers.role.E-Consultant', tone: 'success' },
];

/**
 * The freelancer card of docs/reference.md#screens with the visibility rules of docs/reference.md#roles:
 * visitors see the e-mail masked ('Please login to view' → /login), the phone
 * only when the data holds it, and Message / Book lead to /login; members see
 * the e-mail, the phone or 'Phone number not available.'.
 */
export function FreelancerCard({ freelancer, variant = 'list', headingLevel = 2, preview, bookingRate, className }: FreelancerCardProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const [previewOpen, setPreviewOpen] = useState(false);
  const nameId = useId();

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const name = freelancerName(freelancer) || t('freelancers.unknown');
  // mine: the viewer's own card, which offers Edit profile instead of a favourite star (nobody favourites themselves).
  const mine = Boolean(loggedIn && profile && profile.user.id === freelancer.user.id);
  const own = preview ?? mine;
  const photo = photoUrl(freelancer.profilePhoto) ?? DEFAULT_AVATAR;
  const experience = freelancer.experience ?? ({} as Partial<Freelancer['experience']>);
  const languages = formatList([experience.firstLanguage, experience.secondLanguage].map((l) => (l ?? '').trim()).filter(Boolean).map(languageName));
  const summary = (freelancer.profileSummary ?? '').trim();
  // list: compact on phones (key facts, a few skills and the actions; the rest is in the preview), by CSS since the server cannot know the width.
  const compact = variant === 'list';
  const skills = freelancer.skills ?? [];
  // On a phone a compact card shows the skills that fit about two lines, then '+N more'.
  const phoneSkills = compact ? chipsThatFit(skills.map((skill) => localizeRule(skill))) : skills.length;
  const header = (freelancer.profileHeader ?? '').trim();
  const email = freelancer.user.email;
  const phone = freelancer.user.phone;
  const eConsultant = isEConsultant(freelancer);
  const roles = ROLES.filter((item) => hasRole(freelancer, item.role));
  // An e-consultation rate ('$40', 'Negotiable') as money in the page's language; a profile's range option through the rules' Arabic.
  const rate = localizeRule(formatRate(orUnknown(bookingRate ?? experience.hourlyRate)));

  const details: { label: MessageKey; value: string }[] = [
    { label: 'freelancers.card.experience', value: formatExperience(experience.totalExperience) },
    { label: 'freelancers.card.degree', value: localizeRule(orUnknown(experience.degree)) },
    { label: 'freelancers.card.nationality', value: orUnknown(countryName(experience.nationality ?? '')) },
    { label: 'freelancers.card.residencyVisa', value: orUnknown(experience.residencyVisa) },
    { label: 'freelancers.card.languages', value: orUnknown(languages) },
    // Option values (stored in English) in the page's language.
    { label: 'freelancers.card.availability', value: localizeRule(orUnknown(experience.availability)) },
    { label: 'freelancers.card.workStation', value: localizeRule(orUnknown(experience.workStation)) },
    { label: 'freelancers.card.travel', value: localizeRule(orUnknown(experience.travelWillingness)) },
    { label: 'freelancers.card.hourlyRate', value: rate },
    { label: 'freelancers.card.startDate', value: formatStartDate(experience.startDate) },
  ];

  const loginMask = (
    <Link to={loginAndBack} className={styles.mask}>
      {t('freelancers.card.loginToView')}
    </Link>
  );

  let phoneValue: ReactNode;
  if (phone) {
    phoneValue = <PhoneNumber className={styles.contactLink} phone={phone} />;
  } else if (!loggedIn && freelancer.user.showPhoneRegistered) {
    phoneValue = loginMask;
  } else {
    phoneValue = <span className={styles.muted}>{t('freelancers.card.noPhone')}</span>;
  }

  let emailValue: ReactNode;
  if (!loggedIn) emailValue = loginMask;
  else if (email)
    emailValue = (
      <a className={styles.contactLink} href={`mailto:${email}`}>
        {email}
      </a>
    );
  else emailValue = t('freelancers.unknown');

  const messageHref = loggedIn && email ? `mailto:${email}` : null;

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
              <bdi>{formatLocation(freelancer)}</bdi>
            </span>
            {compact && (
              <span className={cx(styles.metaItem, styles.phoneOnly)}>
                {t('freelancers.card.hourlyRate')}: {rate}
              </span>
            )}
          </p>
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
              <GlobeIcon />
            </ExternalIcon>
            <ExternalIcon
              href={freelancer.linkedinLink}
              label={t('freelancers.card.linkedin', { name })}
              emptyLabel={t('freelancers.card.noLinkedin')}
            >
              <LinkedInIcon />
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
            <dl className={styles.contact}>
              <div className={styles.row}>
                <dt>{t('freelancers.card.email')}</dt>
                <dd>{emailValue}</dd>
              </div>
              <div className={styles.row}>
                <dt>{t('freelancers.card.phone')}</dt>
                <dd>{phoneValue}</dd>
              </div>
            </dl>
          </section>
        </div>
        <section className={cx(styles.section, styles.aside)}>
          <SubHeading className={styles.sectionTitle}>{t('freelancers.card.details')}</SubHeading>
          <dl className={styles.details}>
            {details.map((item) => (
              <div key={item.label} className={styles.row}>
                <dt>{t(item.label)}</dt>
                {/* Values members typed (a visa, a company) may be in either script: isolated, they never reorder the row. */}
                <dd>
                  <bdi>{item.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <footer className={styles.actions}>
        <ResumeButton freelancer={freelancer} size="sm" />
        {messageHref ? (
          <a className={cx(styles.action, styles.actionOutline)} href={messageHref}>
            <MailIcon />
            {t('freelancers.card.message')}
          </a>
        ) : (
          <Link className={cx(styles.action, styles.actionOutline)} to={loginAndBack}>
            <MailIcon />
            {t('freelancers.card.message')}
          </Link>
        )}
        {mine && (
          <Link className={cx(styles.action, styles.actionPrimary)} to={paths.freelancerProfile}>
            <EditIcon />
            {t('freelancers.card.editProfile')}
          </Link>
        )}
        {/* No Book button on the booking page itself, nor for oneself: nobody books their own time. */}
        {bookingRate !== undefined || own ? null : eConsultant ? (
          <Link className={cx(styles.action, styles.actionPrimary)} to={loggedIn ? paths.booking(freelancer.id) : loginHref(paths.booking(freelancer.id))}>
            <CalendarIcon />
            {t('freelancers.card.book')}
          </Link>
        ) : (
          <span className={styles.bookOff}>
            <Button size="sm" variant="secondary" disabled aria-describedby={`${nameId}-no-econ`}>
              <CalendarIcon />
              {t('freelancers.card.book')}
            </Button>
            <span id={`${nameId}-no-econ`} className={styles.bookOffText}>
              {t('freelancers.card.noEconsultation')}
            </span>
          </span>
        )}
        {variant === 'list' && (
          <Button
            size="sm"
            variant="link"
            className={styles.view}
            aria-label={t('freelancers.card.viewLabel', { name })}
            onClick={() => setPreviewOpen(true)}
          >
            <ExpandIcon />
            {t('freelancers.card.view')}
          </Button>
        )}
      </footer>
      {variant === 'list' && (
        <FreelancerPreviewModal freelancer={freelancer} open={previewOpen} onClose={() => setPreviewOpen(false)} preview={preview} />
      )}
    </article>
  );
}
