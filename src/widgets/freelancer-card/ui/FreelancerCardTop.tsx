import { formatLocation, hasRole, orUnknown, type Freelancer } from '@/entities/freelancer';
import { RatingLine } from '@/entities/review';
import { DEFAULT_AVATAR, photoUrl } from '@/entities/user';
import { FavoriteButton } from '@/features/toggle-favorite';
import { freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { Badge, BuildingIcon, GlobeIcon, LinkedInIcon, PageOrder, PinIcon, UserText, cx, userText, type BadgeTone } from '@/shared/ui';
import { freelancerRate } from '../model/details';
import { ExternalIcon } from './ExternalIcon';
import styles from './FreelancerCard.module.css';

const ROLES: { role: 'Trainer' | 'Consultant' | 'E-Consultant'; label: MessageKey; tone: BadgeTone }[] = [
  { role: 'Trainer', label: 'freelancers.role.Trainer', tone: 'info' },
  { role: 'Consultant', label: 'freelancers.role.Consultant', tone: 'neutral' },
  { role: 'E-Consultant', label: 'freelancers.role.E-Consultant', tone: 'success' },
];

interface FreelancerCardTopProps {
  freelancer: Freelancer;
  /** The name shown (or the catalog's 'unknown'). */
  name: string;
  /** The heading's id, which names the card. */
  nameId: string;
  headingLevel: 2 | 3;
  /** Flagged as a preview. */
  own: boolean;
  /** The viewer's own card: no favourite star (nobody favourites themselves). */
  mine: boolean;
  compact: boolean;
  bookingRate: string | undefined;
  /** Listed after the moment a saved search's alert marks (`newSince`): flagged "New". */
  isNew?: boolean;
}

/** The card's header: photo, name, headline, organisation, place, rating and roles, then the star and the links. */
export function FreelancerCardTop({ freelancer, name, nameId, headingLevel, own, mine, compact, bookingRate, isNew = false }: FreelancerCardTopProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const photo = photoUrl(freelancer.profilePhoto) ?? DEFAULT_AVATAR;
  const header = (freelancer.profileHeader ?? '').trim();
  const roles = ROLES.filter((item) => hasRole(freelancer, item.role));
  const rate = freelancerRate(freelancer, bookingRate);

  return (
    <header className={styles.top}>
      <img className={styles.avatar} src={photo} alt={t('freelancers.card.photoAlt', { name })} width={80} height={80} loading="lazy" />
      <div className={styles.identity}>
        <div className={styles.nameRow}>
          <Heading id={nameId} className={styles.name} {...userText(name)}>
            {name}
          </Heading>
          {own && (
            <Badge tone="warning" title={t('freelancers.card.previewHint')}>
              {t('freelancers.card.preview')}
            </Badge>
          )}
          {isNew && <Badge tone="info">{t('freelancers.card.new')}</Badge>}
        </div>
        {header && (
          <p className={cx(styles.headline, compact && styles.headlineClamp)} {...userText(header)}>
            {header}
          </p>
        )}
        <p className={styles.meta}>
          {/* On a phone the headline stands for the organisation (the preview has both). */}
          <span className={cx(styles.metaItem, header && styles.company)}>
            <BuildingIcon />
            <UserText>{orUnknown(freelancer.companyName)}</UserText>
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
  );
}
