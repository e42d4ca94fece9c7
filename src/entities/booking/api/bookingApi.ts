import type { Booking, BookingListShow, BookingPayload, BookingsList, BookingWithMeeting, EConsultancyInfo, EConsultationSaveResponse, RescheduleDecision, ReschedulePayload } from '@contracts/econsultation/types';
import { baseApi, robotProofHeaders, type WithRobotProof } from '@/shared/api';

/** The caller's own e-consultation data (GET /freelancer/econsultancy, no id). */
const OWN = 'ME';

/** The e-consultancy payload nests the info once more under `data` (data.data.data on the wire). */
const inner = (payload: { data: EConsultancyInfo }) => payload.data;

/** Which bookings (upcoming, past, cancelled, awaiting the viewer's answer), found by `q` (a name or reference; empty is none), and which page of them (zero-based). */
export interface BookingsQuery {
  show: readonly BookingListShow[];
  page: number;
  q?: string;
}

/** After a change to one booking: the booking, the list and the freelancer's free times are read again. */
const bookingChanged = (result: Booking | undefined, _error: unknown, { id }: { id: string }) =>
  result ? [{ type: 'Booking' as const, id }, { type: 'Booking' as const, id: 'LIST' }, { type: 'Econsultancy' as const, id: result.freelancer.id }] : [];

/**
 * The e-consultation calls of docs/reference.md#api: a freelancer's availability, the
 * settings save (POST /freelancer with eConsultation and Iam), bookings.
 */
export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /freelancer/econsultancy/{id} → data.data.data: availability, time zone, rate and booked intervals. */
    getEConsultancy: build.query<EConsultancyInfo, string>({
      query: (freelancerId) => `/freelancer/econsultancy/${encodeURIComponent(freelancerId)}`,
      transformResponse: inner,
      providesTags: (_result, _error, id) => [{ type: 'Econsultancy', id }],
    }),

    /** GET /freelancer/econsultancy → the logged-in freelancer's own settings (null before the first save). */
    getMyEConsultancy: build.query<EConsultancyInfo, void>({
      query: () => '/freelancer/econsultancy',
      transformResponse: inner,
      providesTags: [{ type: 'Econsultancy', id: OWN }],
    }),

    /**
     * POST /freelancer, multipart with `eConsultation` (the settings as JSON
     * text, default messages merged under empty ones) and `Iam` (JSON text).
     * Afterwards the freelancer, the profile and the e-consultancy data are refetched.
     */
    saveEConsultationSettings: build.mutation<EConsultationSaveResponse, FormData>({
      query: (body) => ({ url: '/freelancer', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Freelancer', 'Profile', 'Econsultancy'] : []),
    }),

    /** POST /econsultancybooking with the robot proof in its header → the booking as stored. */
    createBooking: build.mutation<Booking, WithRobotProof<BookingPayload>>({
      query: ({ body, proof }) => ({ url: '/econsultancybooking', method: 'POST', body, headers: robotProofHeaders(proof) }),
      // docs/reference.md#states: the bookings cache is refreshed.
      invalidatesTags: (result) => (result ? ['Booking'] : []),
    }),

    /** GET /econsultancybooking/all/id?show=&q=&page= → one page of { econsultancyBookings, userId (the viewer's id), page, hasMore }. */
    getBookings: build.query<BookingsList, BookingsQuery>({
      query: ({ show, page, q }) => `/econsultancybooking/all/id?${new URLSearchParams({ show: show.join(','), ...(q ? { q } : {}), page: String(page) })}`,
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result?.econsultancyBookings ?? []).map((booking) => ({ type: 'Booking' as const, id: booking.id })),
      ],
    }),

    /** GET /econsultancybooking/{id} → one booking (only its client and its consultant may read it). */
    getBooking: build.query<BookingWithMeeting, string>({
      query: (id) => `/econsultancybooking/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),

    /** POST /econsultancybooking/{id}/cancel {reason} → the booking, cancelled. Refreshes the list, the booking and the free times. */
    cancelBooking: build.mutation<Booking, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/econsultancybooking/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: bookingChanged,
    }),

    /** POST /econsultancybooking/{id}/reschedule {preferenceDate, startTime, endTime} (the client) → the booking with its pending proposal. */
    proposeReschedule: build.mutation<Booking, { id: string; body: ReschedulePayload }>({
      query: ({ id, body }) => ({ url: `/econsultancybooking/${encodeURIComponent(id)}/reschedule`, method: 'POST', body }),
      invalidatesTags: bookingChanged,
    }),

    /** POST /econsultancybooking/{id}/reschedule/{accept|decline} (the freelancer) → the booking, moved on accept, unchanged on decline. */
    respondToReschedule: build.mutation<Booking, { id: string; decision: RescheduleDecision }>({
      query: ({ id, decision }) => ({ url: `/econsultancybooking/${encodeURIComponent(id)}/reschedule/${decision}`, method: 'POST' }),
      invalidatesTags: bookingChanged,
    }),
  }),
});

export const {
  useGetEConsultancyQuery,
  useGetMyEConsultancyQuery,
  useSaveEConsultationSettingsMutation,
  useCreateBookingMutation,
  useGetBookingsQuery,
  useGetBookingQuery,
  useCancelBookingMutation,
  useProposeRescheduleMutation,
  useRespondToRescheduleMutation,
} = bookingApi;
