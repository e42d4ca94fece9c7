import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useToggleFavoriteMutation } from '@/entities/freelancer';
import { useGetMyProfileQuery, userApi } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';

/** The store shape updateQueryData works on (the api slice of the one store). */
type ProfileCacheState = Parameters<ReturnType<typeof userApi.util.updateQueryData>>[1] extends () => infer S ? S : never;

/**
 * The favourite state of one freelancer and the toggle of docs/reference.md#states: the star
 * flips at once (the cached profile's favoriteFreelancers is patched), POST
 * /freelancer/favorite {id, fav} follows, and on success the profile,
 * favourites and e-consultancy data are refetched. A failure puts the star back.
 */
export function useToggleFavorite(freelancerId: string) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const [toggle, { isLoading }] = useToggleFavoriteMutation();
  const dispatch = useDispatch<ThunkDispatch<ProfileCacheState, unknown, UnknownAction>>();
  const isFavorite = Boolean(profile?.favoriteFreelancers.includes(freelancerId));

  const onToggle = useCallback(async () => {
    const fav = !isFavorite;
    const patch = dispatch(
      userApi.util.updateQueryData('getMyProfile', undefined, (draft) => {
        if (!draft) return;
        draft.favoriteFreelancers = fav
          ? [...draft.favoriteFreelancers, freelancerId]
          : draft.favoriteFreelancers.filter((id) => id !== freelancerId);
      }),
    );
    try {
      await toggle({ id: freelancerId, fav }).unwrap();
      notify(t(fav ? 'freelancers.favorite.added' : 'freelancers.favorite.removed'), 'success');
    } catch (error) {
      patch.undo();
      // A refusal the server explains (e.g. 'You cannot favorite yourself.') is shown as said.
      const status = (error as { status?: unknown }).status;
      const message = status === 400 ? errorMessage(error as Parameters<typeof errorMessage>[0]) : undefined;
      notify(message ?? t('freelancers.favorite.failed'), 'error');
    }
  }, [dispatch, freelancerId, isFavorite, toggle]);

  return { loggedIn, isFavorite, busy: isLoading, onToggle };
}
