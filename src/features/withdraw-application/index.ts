export { WithdrawButton, type WithdrawButtonProps } from './ui/WithdrawButton';
