export { BookingForm, type BookingFormProps } from './ui/BookingForm';
export { validateBooking, toBookingPayload, initialBookingValues, BOOKING_STAGES, type BookingFormValues, type BookingStage } from './model/bookingForm';
