/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { SHARE_TARGET_ACCEPT_PATH, SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH, SHARE_TARGET_VERIFY_PATH } from "../common/share-target";
import { createHeldShares } from "./features/studio/lib/held-shares";
import { judgeSharedFile } from "./features/studio/lib/pending-share";
import { dropStalePendingShare, storePendingShare } from "./features/studio/lib/pending-share-store";
import { clearPendingShare } from "./lib/shared-image-cache";

/**
 * The service worker (ADR 0020). It precaches the app shell and the built static files only, so
 * the site installs, opens offline on the shell, and receives images from the phone's share
 * sheet. API answers, media, share pages and anything signed in are never stored: every request
 * but the precached files goes to the network as if there were no worker.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const SHELL = "/index.html";

// An update waits until the page tells it to take over (web/app/register-service-worker.ts).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

/** better-auth's sign-out (server/features/auth/auth.routes.ts), whichever page calls it. */
const SIGN_OUT_PATH = "/api/auth/sign-out";

// Shared images wait here, in memory only, until the server says where the share came from.
const heldShares = createHeldShares<File>(() => self.crypto.randomUUID());

// The share sheet's POST. Any page on any site can submit a form here too, and a worker cannot
// tell the two apart (the browser's Sec-Fetch-Site is added after it; a page can make its Origin
// and referrer look like the share sheet's), so the image is held in memory and the browser goes
// to the server, which reads Sec-Fetch-Site (server/features/share-target/). Nothing is uploaded.
registerRoute(
  ({ url, request }) => url.pathname === SHARE_TARGET_PATH && request.method === "POST",
  async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.getAll(SHARE_TARGET_FILE_FIELD).find((value): value is File => value instanceof File) ?? null;
    const outcome = judgeSharedFile(file);
    if (!file || outcome !== "ready") return Response.redirect(`/roast?shared=${outcome}`, 303);
    const token = heldShares.hold(file, Date.now());
    return Response.redirect(`${SHARE_TARGET_VERIFY_PATH}?token=${token}`, 303);
  },
  "POST",
);

// The server vouched for the share (the browser's own share sheet, or a page of ours): the image
// waits in Cache Storage and the studio opens. A token this worker does not hold keeps nothing.
registerRoute(
  ({ url, request }) => url.pathname === SHARE_TARGET_ACCEPT_PATH && request.mode === "navigate",
  async ({ url }) => {
    const file = heldShares.release(url.searchParams.get("token") ?? "", Date.now());
    if (!file) return Response.redirect("/roast?shared=unavailable", 303);
    await storePendingShare(self.caches, file, Date.now());
    return Response.redirect("/roast?shared=ready", 303);
  },
);

// Signing out (the menu, or deleting the account) drops a waiting image: the next person to sign
// in on this device must not be offered it. The request itself goes on to the network untouched.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "POST" || url.origin !== self.location.origin || url.pathname !== SIGN_OUT_PATH) return;
  heldShares.clear();
  event.waitUntil(clearPendingShare(self.caches));
});

// No directory index or clean URLs: "/" and "/about" are prerendered pages, not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

// Pages come from the network; only when it is unreachable does the precached shell answer
// (the studio then says it is offline). API and media are not pages and never reach this.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      (event as ExtendableEvent).waitUntil(dropStalePendingShare(self.caches, Date.now()));
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    // The share target's check goes to the server as the browser sent it: fetched from here, it
    // would carry the worker's own Sec-Fetch-Site.
    { denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/share-target(\/|$)/] },
  ),
);
