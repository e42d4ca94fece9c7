export { InvitePage } from './ui/InvitePage';
