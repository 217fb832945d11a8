import { AdminPage, useIsAdmin } from "../../features/admin";
import { RequireAuth, useAuth } from "../../features/auth";
import { usePageTitle } from "../../lib/use-page-title";

function AdminGate() {
  const isAdmin = useIsAdmin();
  const { user } = useAuth();
  if (!user) return null;
  return isAdmin ? <AdminPage /> : <p className="mx-auto max-w-xl px-4 py-16 text-center">This page is for RoastReel admins only.</p>;
}

/** /admin — signed-in admins only (the API answers 401/403 to anyone else). */
export default function AdminRoute() {
  usePageTitle("Admin");
  return (
    <RequireAuth signedOutFallback={null}>
      <AdminGate />
    </RequireAuth>
  );
}
