import { useEffect } from "react";
import { authClient } from "../../lib/auth-client";

export type AuthUser = (typeof authClient.$Infer.Session)["user"];

export interface SessionSnapshot {
  user: AuthUser | null;
  isLoading: boolean;
  /** The session could not be asked for (no network, the server unreachable): not known to be signed out. */
  unreachable: boolean;
  refetch(): Promise<unknown>;
}

/**
 * Whether a failed session read never reached the server: a fetch that threw, or an answer with
 * no HTTP status (the service worker's network error). A browser may still say it is online then
 * (navigator.onLine is only a hint), so this is read from the request itself.
 */
export function isUnreachable(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const status = (error as { status?: unknown }).status;
  return !(typeof status === "number" && status > 0);
}

/**
 * Reads the cookie session through better-auth and reports every change. It renders nothing and
 * is loaded after the page is interactive, so the auth client stays out of the first download.
 */
export default function SessionWatcher({ onChange }: { onChange(snapshot: SessionSnapshot): void }) {
  const { data, error, isPending, refetch } = authClient.useSession();
  const unreachable = !data && !isPending && isUnreachable(error);
  useEffect(() => {
    onChange({ user: data?.user ?? null, isLoading: isPending, unreachable, refetch: () => refetch() });
  }, [data, isPending, unreachable, refetch, onChange]);
  return null;
}
