export { RescheduleBooking } from './ui/RescheduleBooking';
