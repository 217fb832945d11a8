import { useEffect } from "react";
import { authClient } from "../../lib/auth-client";

export type AuthUser = (typeof authClient.$Infer.Session)["user"];

export interface SessionSnapshot {
  user: AuthUser | null;
  isLoading: boolean;
  refetch(): Promise<unknown>;
}

/**
 * Reads the cookie session through better-auth and reports every change. It renders nothing and
 * is loaded after the page is interactive, so the auth client stays out of the first download.
 */
export default function SessionWatcher({ onChange }: { onChange(snapshot: SessionSnapshot): void }) {
  const { data, isPending, refetch } = authClient.useSession();
  useEffect(() => {
    onChange({ user: data?.user ?? null, isLoading: isPending, refetch: () => refetch() });
  }, [data, isPending, refetch, onChange]);
  return null;
}
