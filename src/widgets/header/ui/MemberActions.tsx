import { MessagesLink } from './MessagesLink';
import { UserMenu } from './UserMenu';

/**
 * What a signed-in member has in the header: the Messages link with its count, and the account menu. The default
 * export of a lazy chunk, as React.lazy takes it (the shortest loader: the home page budget).
 */
export default function MemberActions() {
  return (
    <>
      <MessagesLink />
      <UserMenu />
    </>
  );
}
