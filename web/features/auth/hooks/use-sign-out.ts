import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { isAdminFlagKey } from "../../../lib/query-keys";
import { clearPendingShare } from "../../../lib/shared-image-cache";
import { notifyError } from "../../../lib/toast";

/**
 * Leaves for the home page first, so signed-in pages unmount and stop their requests and live
 * streams before the session ends (they would otherwise fire into 401s); then signs out and drops
 * the cached queries, since they belong to the old user.
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
      // Everything but the per-user admin flag (keyed by user id, so it cannot leak to another
      // user): dropping it would make the still-mounted header fetch it again without a session.
      queryClient.removeQueries({ predicate: (query) => !isAdminFlagKey(query.queryKey) });
      // An image shared to the app and still waiting is not for the next person to sign in (the
      // service worker drops it too, web/sw.ts; this covers a page it does not control).
      if (typeof caches !== "undefined") await clearPendingShare(caches).catch(() => undefined);
    } finally {
      setSigningOut(false);
    }
  }, [navigate, queryClient]);

  return { signOut, isSigningOut };
}
