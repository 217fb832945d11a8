import { useQueryClient } from "@tanstack/react-query";
import type { RoastView } from "../../../../common/roast";
import { queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { setRoastPublic } from "../api/roasts-api";

/**
 * Sharing: the roast is published (the owner has agreed in the dialog) and its page link goes to
 * the device's share sheet, or to the clipboard. A cancelled share sheet is not an error.
 */
export function useShareRoast() {
  const queryClient = useQueryClient();

  async function publish(roast: RoastView): Promise<string | null> {
    if (roast.isPublic && roast.shareUrl) return roast.shareUrl;
    const { shareUrl } = await setRoastPublic(roast.id, true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
    return shareUrl;
  }

  async function share(roast: RoastView): Promise<void> {
    let url: string | null;
    try {
      url = await publish(roast);
    } catch {
      return notifyError("Share failed", "Unable to create a share link");
    }
    if (!url) return;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "My RoastReel roast", text: "I got roasted by AI 🔥", url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // A failed share is only logged, not shown: copying the link below still gets it out.
        console.warn("share failed", error);
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify("Link copied!", "Video link copied to clipboard");
    } catch (error) {
      console.warn("copy failed", error);
      notify("Share link", url);
    }
  }

  async function unpublish(roast: RoastView): Promise<void> {
    try {
      await setRoastPublic(roast.id, false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
      notify("Sharing stopped", "The public link no longer works");
    } catch {
      notifyError("Error", "An unexpected error occurred. Please try again.");
    }
  }

  return { share, unpublish };
}
