import { useSelector } from 'react-redux';
import type { Freelancer } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectIsLoggedIn } from '@/shared/auth';

/** Whether the card is the viewer's own profile. */
export function useIsMine(freelancer: Freelancer): boolean {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  return Boolean(loggedIn && profile && profile.user.id === freelancer.user.id);
}
