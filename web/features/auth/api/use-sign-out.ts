import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { notifyError } from "../../../lib/toast";

/**
 * Leaves for the home page first, so signed-in pages unmount and stop their requests and live
 * streams before the session ends (they would otherwise fire into 401s); then signs out and drops
 * every cached query, since they belong to the old user.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await navigate("/");
      await queryClient.cancelQueries();
      const { authClient } = await import("../../../lib/auth-client");
      const { error } = await authClient.signOut();
      if (error) {
        notifyError("Error", "An unexpected error occurred. Please try again.");
        return;
      }
      queryClient.clear();
    } finally {
      setSigningOut(false);
    }
  }, [navigate, queryClient]);

  return { signOut, isSigningOut };
}
