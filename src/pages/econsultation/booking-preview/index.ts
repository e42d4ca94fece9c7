export { BookingPreviewPage } from './ui/BookingPreviewPage';
