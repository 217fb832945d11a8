import { createContext, type ReactNode, useContext, useMemo } from "react";
import { authClient } from "../../lib/auth-client";

type SessionData = typeof authClient.$Infer.Session;
export type AuthUser = SessionData["user"];

export interface AuthState {
  /** The signed-in user, or null when signed out (or still resolving). */
  user: AuthUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  refetch(): Promise<unknown>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Reads the cookie session once for the whole app. better-auth refreshes this store itself after
 * sign-in, sign-out and when the tab regains focus, so every consumer sees one consistent state.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const value = useMemo<AuthState>(
    () => ({ user: data?.user ?? null, isLoading: isPending, refetch: () => refetch() }),
    [data, isPending, refetch],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
