import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages } from '@/shared/i18n';
import type { SaveSearchButtonProps } from './SaveSearchButton';

// A visitor's search page carries only this: the button, its dialog and their words load for a signed-in member.
const SaveSearchButton = lazy(async () => {
  const { SaveSearchButton: Button } = await import(/* webpackChunkName: "alerts" */ './SaveSearchButton');
  await loadMessages();
  return { default: Button };
});

/** "Save this search" on /vacancies and /freelancers, for signed-in members (nothing for visitors). */
export function SaveSearch(props: SaveSearchButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchButton {...props} />
    </Suspense>
  );
}
