import { SecurityLogSection } from './SecurityLogSection';
import { SessionsSection } from './SessionsSection';

/** My Account's security sections: the sessions list, then the security log. */
export function AccountSecurity() {
  return (
    <>
      <SessionsSection />
      <SecurityLogSection />
    </>
  );
}
