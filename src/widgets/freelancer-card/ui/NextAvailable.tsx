import { useMemo } from 'react';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { formatUpcoming } from '@contracts/format-time';
import { browserTimeZone, useGetSlotsQuery } from '@/entities/booking';
import { freelancersT as t } from '@/shared/i18n';
import styles from './FreelancerCard.module.css';

/**
 * "Next available: Tue 2 Dec, 10:00 AM" beside Book, in the visitor's own zone (GET /unauth/freelancer/{id}/slots).
 * Read in the browser only: the server-rendered page keeps the line's place empty, so nothing moves when it fills.
 */
export function NextAvailable({ freelancerId }: { freelancerId: string }) {
  const zone = useMemo(browserTimeZone, []);
  const today = todayIn(zone);
  const { data } = useGetSlotsQuery({ freelancerId, from: today, to: today, tz: zone }, { skip: typeof window === 'undefined' });
  let text = '';
  if (data) text = data.next ? t('freelancers.card.nextAvailable', { when: formatUpcoming(data.next.startsAt, zone) }) : t('freelancers.card.noneAvailable');
  return (
    <span className={styles.nextAvailable} aria-live="polite">
      {text}
    </span>
  );
}
