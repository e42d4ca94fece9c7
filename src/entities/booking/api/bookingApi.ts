import type { Booking, BookingPayload, BookingsList, EConsultancyInfo, EConsultationSaveResponse } from '@contracts/econsultation';
import { baseApi, robotProofHeaders, type WithRobotProof } from '@/shared/api';

/** The caller's own e-consultation data (GET /freelancer/econsultancy, no id). */
const OWN = 'ME';

/**
 * The e-consultation calls of SPEC §7: a freelancer's availability, the
 * settings save (POST /freelancer with eConsultation and Iam), bookings.
 */
export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /freelancer/econsultancy/{id} → data.data.data: availability, time zone, rate and booked intervals. */
    getEConsultancy: build.query<EConsultancyInfo, string>({
      query: (freelancerId) => `/freelancer/econsultancy/${encodeURIComponent(freelancerId)}`,
      transformResponse: (body: { data: { data: EConsultancyInfo } }) => body.data.data,
      providesTags: (_result, _error, id) => [{ type: 'Econsultancy', id }],
    }),

    /** GET /freelancer/econsultancy → the logged-in freelancer's own settings (null before the first save). */
    getMyEConsultancy: build.query<EConsultancyInfo, void>({
      query: () => '/freelancer/econsultancy',
      transformResponse: (body: { data: { data: EConsultancyInfo } }) => body.data.data,
      providesTags: [{ type: 'Econsultancy', id: OWN }],
    }),

    /**
     * POST /freelancer, multipart with `eConsultation` (the settings as JSON
     * text, default messages merged under empty ones) and `Iam` (JSON text).
     * Afterwards the freelancer, the profile and the e-consultancy data are refetched.
     */
    saveEConsultationSettings: build.mutation<EConsultationSaveResponse, FormData>({
      query: (body) => ({ url: '/freelancer', method: 'POST', body }),
      transformResponse: (body: { data: EConsultationSaveResponse }) => body.data,
      invalidatesTags: (result) => (result ? ['Freelancer', 'Profile', 'Econsultancy'] : []),
    }),

    /** POST /econsultancybooking with the robot proof in its header → the booking as stored. */
    createBooking: build.mutation<Booking, WithRobotProof<BookingPayload>>({
      query: ({ body, proof }) => ({ url: '/econsultancybooking', method: 'POST', body, headers: robotProofHeaders(proof) }),
      transformResponse: (body: { data: Booking }) => body.data,
      // SPEC §4: the bookings cache is refreshed.
      invalidatesTags: (result) => (result ? ['Booking'] : []),
    }),

    /** GET /econsultancybooking/all/id → { econsultancyBookings, userId } (the viewer's id). */
    getBookings: build.query<BookingsList, void>({
      query: () => '/econsultancybooking/all/id',
      transformResponse: (body: { data: BookingsList }) => body.data,
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result?.econsultancyBookings ?? []).map((booking) => ({ type: 'Booking' as const, id: booking.id })),
      ],
    }),

    /** GET /econsultancybooking/{id} → one booking (only its client and its consultant may read it). */
    getBooking: build.query<Booking, string>({
      query: (id) => `/econsultancybooking/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: Booking }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),

    /** POST /econsultancybooking/{id}/cancel {reason} → the booking, cancelled. Refreshes the list, the booking and the free times. */
    cancelBooking: build.mutation<Booking, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/econsultancybooking/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: (body: { data: Booking }) => body.data,
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Booking', id }, { type: 'Booking', id: 'LIST' }, { type: 'Econsultancy', id: result.freelancer.id }] : []),
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
} = bookingApi;
