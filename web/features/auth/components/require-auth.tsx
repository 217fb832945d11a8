import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PageLoading } from "../../../components/ui/page-loading";
import { useAuth } from "../auth-provider";

interface RequireAuthProps {
  children: ReactNode;
  /** What to render once it is known there is no user, during the redirect (default: the loading state). */
  signedOutFallback?: ReactNode;
  /** Runs once before the redirect, e.g. to explain it with a toast. */
  onSignedOut?: () => void;
  /** What to render while the session cannot be asked for, offline (default: the loading state). */
  unreachableFallback?: ReactNode;
}

/** How often a session check that could not reach the server is tried again. */
const RETRY_UNREACHABLE_MS = 5_000;

/**
 * Renders its children for a signed-in user; otherwise shows a loading state and replaces the page
 * with /auth. A session check that cannot reach the server (offline) is retried, never redirected.
 */
export function RequireAuth({ children, signedOutFallback, onSignedOut, unreachableFallback }: RequireAuthProps) {
  const { user, isLoading, unreachable, refetch } = useAuth();
  const navigate = useNavigate();
  // Offline is not signed out: no trip to /auth, and the page comes back once the server answers.
  const signedOut = !isLoading && !user && !unreachable;
  const redirected = useRef(false);

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    onSignedOut?.();
    navigate("/auth", { replace: true });
  }, [signedOut, navigate, onSignedOut]);

  useEffect(() => {
    if (!unreachable) return;
    const timer = window.setInterval(() => void refetch(), RETRY_UNREACHABLE_MS);
    return () => window.clearInterval(timer);
  }, [unreachable, refetch]);

  if (isLoading) return <PageLoading />;
  if (unreachable && !user) return unreachableFallback === undefined ? <PageLoading /> : unreachableFallback;
  if (!user) return signedOutFallback === undefined ? <PageLoading /> : signedOutFallback;
  return children;
}
