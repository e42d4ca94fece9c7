import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { isBusinessOnly } from '@contracts/user';
import { freelancerName, type Freelancer } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages } from '@/shared/i18n';

// A public card carries only this: the button, its dialog and their words load for a business member.
const InviteButton = lazy(async () => {
  const { InviteButton: Button } = await import(/* webpackChunkName: "alerts" */ './InviteButton');
  await loadMessages();
  return { default: Button };
});

/** "Invite to apply" on a freelancer's card and page: for a business (an account that posts vacancies) that is not this freelancer. */
export function InviteToApply({ freelancer }: { freelancer: Freelancer }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const business = profile && (isBusinessOnly(profile.user.Iam) || profile.postedVacancies.length > 0);
  if (!loggedIn || !business || profile.user.id === freelancer.user.id) return null;
  return (
    <Suspense fallback={null}>
      <InviteButton freelancerId={freelancer.id} name={freelancerName(freelancer)} />
    </Suspense>
  );
}
