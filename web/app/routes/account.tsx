import { AccountPage } from "../../features/account";
import { RequireAuth } from "../../features/auth";
import { usePageTitle } from "../../lib/use-page-title";

/** /account — requires a user; renders nothing of the account without one (signed-out users go to /auth). */
export default function AccountRoute() {
  usePageTitle("My Account");
  return (
    <RequireAuth signedOutFallback={null}>
      <AccountPage />
    </RequireAuth>
  );
}
