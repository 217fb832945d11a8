import { useIsAdmin } from "../../features/admin/api/admin-api";
import { useAuth } from "../../features/auth/auth-provider";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";

export type NavItem = { kind: "link"; label: string; to: string; primary?: boolean } | { kind: "action"; label: string; onSelect: () => void; busy?: boolean };

/** The header's items for the current auth state (empty while the session resolves, so nothing flickers). */
export function useNavItems(): NavItem[] {
  const { user, isLoading } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const isAdmin = useIsAdmin();
  if (isLoading) return [];
  if (!user) return [{ kind: "link", label: "Sign In", to: "/auth", primary: true }];
  return [
    ...(isAdmin ? [{ kind: "link" as const, label: "Admin", to: "/admin" }] : []),
    { kind: "link", label: "My Account", to: "/account" },
    { kind: "link", label: "New Roast", to: "/roast", primary: true },
    { kind: "action", label: "Log Out", onSelect: signOut, busy: isSigningOut },
  ];
}
