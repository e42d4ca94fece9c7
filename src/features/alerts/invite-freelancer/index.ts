export { InviteToApply } from './ui/InviteToApply';
export { InviteButton, type InviteButtonProps } from './ui/InviteButton';
