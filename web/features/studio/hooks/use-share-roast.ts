import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { RoastView } from "../../../../common/roast";
import { queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { setRoastPublic } from "../api/roasts-api";
import { roastFileName, saveFile } from "../lib/save-file";
import { chooseShareMethod, pickSharedVideo } from "../lib/share-method";

const TITLE = "My RoastReel roast";
const TEXT = "I got roasted by AI 🔥";

const isDomError = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/** The video as a file for the share sheet, read through its signed link; null when it cannot be read. */
async function fetchVideoFile(url: string, name: string): Promise<File | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return new File([await response.blob()], name, { type: "video/mp4" });
  } catch {
    return null;
  }
}

/**
 * Sharing: the roast is published (the owner has agreed in the dialog), then the video itself
 * (the portrait MP4, watermark and all) goes to the device's share sheet with the page link in
 * its text (apps that take a file often drop a separate url),
 * where the browser can share files (lib/share-method.ts); otherwise the link goes to the share
 * sheet or the clipboard, and a download is the last resort. A cancelled share sheet is not an error.
 */
export function useShareRoast() {
  const queryClient = useQueryClient();
  // A video read once is kept for the page's life: a second tap shares it at once.
  const files = useRef(new Map<string, File>());

  async function publish(roast: RoastView): Promise<string | null> {
    if (roast.isPublic && roast.shareUrl) return roast.shareUrl;
    const { shareUrl } = await setRoastPublic(roast.id, true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
    return shareUrl;
  }

  async function readVideo(roast: RoastView): Promise<File | null> {
    const video = pickSharedVideo(roast);
    if (!video) return null;
    const key = `${roast.id}:${video.orientation}`;
    const kept = files.current.get(key);
    if (kept) return kept;
    const file = await fetchVideoFile(video.url, roastFileName(roast.id, video.orientation));
    if (file) files.current.set(key, file);
    return file;
  }

  async function copyLink(url: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(url);
      notify("Link copied!", "Video link copied to clipboard");
      return true;
    } catch (error) {
      console.warn("copy failed", error);
      return false;
    }
  }

  async function download(roast: RoastView, url: string): Promise<void> {
    const video = pickSharedVideo(roast);
    try {
      if (!video) throw new Error("no video yet");
      await saveFile(video.url, roastFileName(roast.id, video.orientation));
      notify("Download started", "Share the downloaded video from your gallery.");
    } catch {
      notify("Share link", url);
    }
  }

  async function share(roast: RoastView): Promise<void> {
    let url: string | null;
    try {
      url = await publish(roast);
    } catch {
      return notifyError("Share failed", "Unable to create a share link");
    }
    if (!url) return;
    const canShare = typeof navigator.share === "function";
    const file = canShare && typeof navigator.canShare === "function" ? await readVideo(roast) : null;
    const method = chooseShareMethod({
      canShare,
      canShareFiles: file !== null && navigator.canShare({ files: [file] }),
      canCopy: typeof navigator.clipboard?.writeText === "function",
    });
    if (method === "video" || method === "link") {
      try {
        await navigator.share(method === "video" && file ? { files: [file], title: TITLE, text: `${TEXT} ${url}` } : { title: TITLE, text: TEXT, url });
        return;
      } catch (error) {
        if (isDomError(error, "AbortError")) return;
        // Reading the video took longer than the tap's permission to open the share sheet lasts:
        // the video is kept, so one more tap shares it at once.
        if (isDomError(error, "NotAllowedError") && method === "video") {
          return notify("Your video is ready", "Tap Share to send it.", { label: "Share", onClick: () => void share(roast) });
        }
        // A failed share is only logged, not shown: copying the link below still gets it out.
        console.warn("share failed", error);
      }
    }
    if (method !== "download" && (await copyLink(url))) return;
    await download(roast, url);
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
