import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { isBusinessOnly } from '@contracts/user';
import type { Freelancer } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages } from '@/shared/i18n';

// A public page: the messaging code (and its words) load only for a business member who may use it, with the
// messages page's chunk (where the button leads): no chunk of its own in the runtime's map (the home page budget).
const StartConversationButton = lazy(async () => {
  const { StartConversationButton: Button } = await import(/* webpackChunkName: "page-messages" */ '@/features/start-conversation');
  await loadMessages();
  return { default: Button };
});

/** "Message on Khibra" beside the card's e-mail link: for a business member who is not this freelancer. */
export function MessageOnKhibra({ freelancer }: { freelancer: Freelancer }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  if (!loggedIn || !profile || !isBusinessOnly(profile.user.Iam) || profile.user.id === freelancer.user.id) return null;
  return (
    <Suspense fallback={null}>
      <StartConversationButton withUserId={freelancer.user.id} />
    </Suspense>
  );
}
