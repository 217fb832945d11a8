import { notify } from "../../../lib/toast";
import { hasPendingShare } from "./pending-share-store";

/**
 * Before a signed-out visitor is sent to sign in: when an image shared to the app waits, says
 * that it will be offered once they are in (it waits PENDING_SHARE_TTL_MS).
 */
export function announceWaitingShare(): void {
  if (typeof caches === "undefined") return;
  void hasPendingShare(caches, Date.now())
    .then((waiting) => waiting && notify("Sign in to roast your image", "Your shared image waits for you for 15 minutes."))
    .catch(() => undefined);
}
