export { HideButton, type HideButtonProps } from './ui/HideButton';
export { WithdrawButton, type WithdrawButtonProps } from './ui/WithdrawButton';
