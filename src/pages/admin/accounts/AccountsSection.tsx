import { useSectionRest } from '../model/sections';
import { AccountSearch } from './AccountSearch';
import { AccountPage } from './AccountPage';

/** The console's Accounts (/admin/accounts): the search, and one account's page at accounts/:userId. */
export function AccountsSection() {
  const [userId] = useSectionRest();
  return userId ? <AccountPage userId={userId} /> : <AccountSearch />;
}
