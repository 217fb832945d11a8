import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { isAdminFlagKey } from "../../../lib/query-keys";
import { clearPendingShare } from "../../../lib/shared-image-cache";
import { notifyError } from "../../../lib/toast";
import { useLeaveFor } from "../../../lib/use-leave-for";

/**
 * Leaves for the home page first, and waits until it is on screen, so signed-in pages have
 * unmounted and stopped their requests and live streams before the session ends (they would otherwise fire into 401s); then signs out and drops
 * the cached queries, since they belong to the old user.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const leaveFor = useLeaveFor();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await leaveFor("/");
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
  }, [leaveFor, queryClient]);

  return { signOut, isSigningOut };
}
