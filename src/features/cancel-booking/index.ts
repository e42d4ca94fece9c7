export { CancelBookingButton, type CancelBookingButtonProps } from './ui/CancelBookingButton';
