export {
  bookingApi,
  useGetEConsultancyQuery,
  useGetMyEConsultancyQuery,
  useSaveEConsultationSettingsMutation,
  useCreateBookingMutation,
  useGetBookingsQuery,
  useGetBookingQuery,
  useCancelBookingMutation,
  useProposeRescheduleMutation,
  useRespondToRescheduleMutation,
} from './api/bookingApi';
export { useGetSlotsQuery, type SlotsQuery } from './api/slotsApi';
export { BookingStatusBadge } from './ui/BookingStatusBadge';
export { SlotPicker, type ChosenTime, type SlotPickerProps } from './ui/SlotPicker';
export { insideCancellationNotice, minutesBetween, slotOptions } from './lib/slots';
export { formatBookingDate, formatInstant, bookingCounterpart, formatTimeRange, type BookingCounterpart } from './lib/format';
export { browserTimeZone } from './lib/browserTimeZone';
export { AvailabilityTable, type AvailabilityTableProps } from './ui/AvailabilityTable';
export { BOOKED_PARAM, bookingConfirmedHref } from './config/confirmed';
export { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './lib/calendarLinks';
export type { Booking, BookingMeeting, BookingWithMeeting, BookingPayload, RescheduleProposal, ReschedulePayload, BookingsList, BookableSlot, EConsultancyInfo, EConsultationSettings, AvailabilityEntry, SlotsAnswer } from '@contracts/econsultation/types';
