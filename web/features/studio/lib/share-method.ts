/** How the Share button hands a roast on, best first. */
export type ShareMethod = "video" | "link" | "copy" | "download";

export interface ShareAbilities {
  /** navigator.share exists. */
  canShare: boolean;
  /** navigator.canShare({ files: [the MP4] }) said yes. */
  canShareFiles: boolean;
  /** The Clipboard API can write text. */
  canCopy: boolean;
}

/**
 * The video itself to the share sheet (TikTok, Reels, WhatsApp take the file) where the browser
 * can share files; the page link where it can share only that; the link copied where there is no
 * share sheet; a download where nothing else works.
 */
export function chooseShareMethod({ canShare, canShareFiles, canCopy }: ShareAbilities): ShareMethod {
  if (canShare && canShareFiles) return "video";
  if (canShare) return "link";
  if (canCopy) return "copy";
  return "download";
}

/** The portrait video for phones' apps; the landscape one when the portrait is not ready. */
export function pickSharedVideo(roast: { portraitStatus: string; portraitUrl: string | null; videoUrl: string | null }) {
  if (roast.portraitStatus === "ready" && roast.portraitUrl) return { url: roast.portraitUrl, orientation: "portrait" as const };
  return roast.videoUrl ? { url: roast.videoUrl, orientation: "landscape" as const } : null;
}
