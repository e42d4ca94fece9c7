import { Route, Routes } from 'react-router';
import { AccountSearch } from './AccountSearch';
import { AccountPage } from './AccountPage';

/** The console's Accounts (/admin/accounts): the search, and one account's page at accounts/:userId. */
export function AccountsSection() {
  return (
    <Routes>
      <Route index element={<AccountSearch />} />
      <Route path=":userId" element={<AccountPage />} />
    </Routes>
  );
}
