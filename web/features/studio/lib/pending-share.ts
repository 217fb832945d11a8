import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import { SHARE_OUTCOMES, type ShareOutcome } from "../../../../common/share-target";

/** How long an image shared to the app waits for its owner to sign in or sign up. */
export const PENDING_SHARE_TTL_MS = 15 * 60_000;

/** Whether an image shared at `sharedAt` may still be offered at `now` (a clock gone backwards says no). */
export function isPendingShareFresh(sharedAt: number, now: number): boolean {
  return Number.isFinite(sharedAt) && sharedAt <= now && now - sharedAt < PENDING_SHARE_TTL_MS;
}

/** What the service worker does with what the share sheet sent: keep the file, or say why not. */
export function judgeSharedFile(file: { size: number } | null): ShareOutcome {
  if (!file || file.size === 0) return "missing";
  return file.size > MAX_UPLOAD_BYTES ? "too-large" : "ready";
}

/** The headers a waiting image is stored with: its type, name and when it was shared. */
export function pendingShareHeaders(file: { type: string; name: string }, now: number): Record<string, string> {
  return { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name), "x-shared-at": String(now) };
}

/** The stored name and time back from those headers; a missing or broken time is no time. */
export function readPendingShareHeaders(headers: Pick<Headers, "get">): { name: string; type: string; sharedAt: number } {
  let name = "shared-image";
  try {
    name = decodeURIComponent(headers.get("x-file-name") ?? "") || name;
  } catch {
    // A name that does not decode is replaced; the image itself is what matters.
  }
  return { name, type: headers.get("content-type") ?? "", sharedAt: Number(headers.get("x-shared-at") ?? Number.NaN) };
}

/** The studio's `?shared=` value, when it is one it knows. */
export function readShareOutcome(value: string | null): ShareOutcome | null {
  return SHARE_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/**
 * What the studio says about a share that brought no image (`ready` says nothing: the dialog
 * opens). Too large is the upload's own refusal; the others are not the user's mistake.
 */
export function describeShareOutcome(outcome: ShareOutcome): { title: string; description: string; isError: boolean } | null {
  switch (outcome) {
    case "ready":
      return null;
    case "too-large":
      return { title: "File too large", description: "Please upload an image under 10 MB", isError: true };
    case "missing":
      return { title: "No image received", description: "Share a screenshot or photo, or choose one here.", isError: false };
    case "unavailable":
      return {
        title: "Share it again",
        description: "RoastReel was still getting ready on this device. Share the image again, or choose it here.",
        isError: false,
      };
    case "refused":
      // Not the user's doing: a page on another site tried to hand the app an image.
      return {
        title: "Shared image ignored",
        description: "It came from another website, not from your device. To roast an image, share it from your gallery or choose it here.",
        isError: false,
      };
  }
}
