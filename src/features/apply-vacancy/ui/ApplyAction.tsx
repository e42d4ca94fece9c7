import { useSelector } from 'react-redux';
import { isBusinessOnly } from '@contracts/user';
import { ANY } from '@contracts/vacancy';
import { localizeRule } from '@/shared/i18n';
import { useGetMyProfileQuery } from '@/entities/user';
import { vacancyStatus, type Vacancy } from '@/entities/vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { ApplyButton } from './ApplyButton';

/** Only an open vacancy takes applications: not an expired or removed one. */
const OPEN = new Set(['published', 'notPublished', 'notApproved']);

/**
 * Apply on a vacancy's card, when the viewer may apply: a visitor (→ /login)
 * or a freelancer, never a business-only account nor the poster (SPEC §5,
 * §6); 'Applied' once they have.
 */
export function ApplyAction({ vacancy }: { vacancy: Vacancy }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const mayApply =
    !profile || (!isBusinessOnly(profile.user.Iam) && vacancy.user?.id !== profile.user.id && !profile.postedVacancies.includes(vacancy.id));
  if (!mayApply || !OPEN.has(vacancyStatus(vacancy))) return null;
  const applied = Boolean(profile?.appliedVacancies.some((item) => item.vacancy === vacancy.id));
  const rate = vacancy.payment?.hourlyRate?.trim();
  return (
    <ApplyButton
      vacancyId={vacancy.id}
      title={vacancy.title.trim()}
      applied={applied}
      userId={profile?.user.id}
      hourlyRate={rate && rate !== ANY ? localizeRule(rate) : undefined}
      size="sm"
    />
  );
}
