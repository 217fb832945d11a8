/**
 * The web app's share target (web/sw.ts, the manifest's `share_target`): the phone's share sheet
 * POSTs a multipart form with the image to this path. The service worker keeps the image and sends
 * the browser to the studio; without one, the server's fallback route sends it there too.
 */
export const SHARE_TARGET_PATH = "/share-target";

/** The form field the manifest names for the shared file(s). */
export const SHARE_TARGET_FILE_FIELD = "image";

/**
 * What the studio is told in `/roast?shared=…` about an image shared to it: `ready` (it waits in
 * the browser), `too-large`, `missing` (no file came), `unavailable` (the server answered, so no
 * service worker was there to keep it).
 */
export const SHARE_OUTCOMES = ["ready", "too-large", "missing", "unavailable"] as const;
export type ShareOutcome = (typeof SHARE_OUTCOMES)[number];
