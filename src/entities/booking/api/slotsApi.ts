import type { SlotsAnswer } from '@contracts/econsultation/types';
import { baseApi } from '@/shared/api';

/** Which bookable starts: a length (the consultant's default when left out), dates from `from` to `to` in `tz`. */
export interface SlotsQuery {
  freelancerId: string;
  from?: string;
  to?: string;
  length?: number;
  tz?: string;
  /** A booking being moved: its own time counts as free. */
  except?: string;
}

/**
 * The free times of a consultant, apart from the booking calls (bookingApi.ts), so that "Next available" on the freelancer
 * page loads this alone; a booking or a move refreshes them through the consultant's Econsultancy tag.
 */
export const slotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /unauth/freelancer/{id}/slots → the bookable starts of one length from `from` to `to` (dates in `tz`), and the next one. */
    getSlots: build.query<SlotsAnswer, SlotsQuery>({
      query: ({ freelancerId, ...range }) => {
        const params = Object.entries(range).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
        return `/unauth/freelancer/${encodeURIComponent(freelancerId)}/slots?${new URLSearchParams(params.map(([key, value]) => [key, String(value)]))}`;
      },
      providesTags: (_result, _error, { freelancerId }) => [{ type: 'Econsultancy', id: freelancerId }],
    }),
  }),
});

export const { useGetSlotsQuery } = slotsApi;
