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
}

/** Renders its children for a signed-in user; otherwise shows a loading state and replaces the page with /auth. */
export function RequireAuth({ children, signedOutFallback, onSignedOut }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;
  const redirected = useRef(false);

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    onSignedOut?.();
    navigate("/auth", { replace: true });
  }, [signedOut, navigate, onSignedOut]);

  if (isLoading) return <PageLoading />;
  if (!user) return signedOutFallback === undefined ? <PageLoading /> : signedOutFallback;
  return children;
}
