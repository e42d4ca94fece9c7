export { BookingsPage } from './ui/BookingsPage';
