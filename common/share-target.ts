/**
 * The web app's share target (web/sw.ts, the manifest's `share_target`): the phone's share sheet
 * POSTs a multipart form with the image to this path. The service worker keeps the image and sends
 * the browser to the studio; without one, the server's fallback route sends it there too.
 */
export const SHARE_TARGET_PATH = "/share-target";

/** The form field the manifest names for the shared file(s). */
export const SHARE_TARGET_FILE_FIELD = "image";

/**
 * Where the service worker sends a share before keeping its image: the server reads the browser's
 * `Sec-Fetch-Site` there (a worker never sees it) and sends the browser on to ACCEPT_PATH, which
 * the worker answers, or to the studio with `refused`. `?token=` names the image held meanwhile.
 */
export const SHARE_TARGET_VERIFY_PATH = `${SHARE_TARGET_PATH}/verify`;
export const SHARE_TARGET_ACCEPT_PATH = `${SHARE_TARGET_PATH}/accept`;

/** A held share's token as the worker makes it (crypto.randomUUID); anything else names no share. */
export const SHARE_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What the studio is told in `/roast?shared=…` about an image shared to it: `ready` (it waits in
 * the browser), `too-large`, `missing` (no file came), `unavailable` (the server answered, so no
 * service worker was there to keep it), `refused` (another site sent it, not this device's share
 * sheet or one of our pages: nothing was kept).
 */
export const SHARE_OUTCOMES = ["ready", "too-large", "missing", "unavailable", "refused"] as const;
export type ShareOutcome = (typeof SHARE_OUTCOMES)[number];
