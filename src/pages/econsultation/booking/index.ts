export { BookingPage } from './ui/BookingPage';
