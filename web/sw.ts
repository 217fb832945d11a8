/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH } from "../common/share-target";
import { judgeSharedFile } from "./features/studio/lib/pending-share";
import { dropStalePendingShare, storePendingShare } from "./features/studio/lib/pending-share-store";

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

// The share sheet's POST: the image waits in Cache Storage (never uploaded) and the studio opens.
registerRoute(
  ({ url, request }) => url.pathname === SHARE_TARGET_PATH && request.method === "POST",
  async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.getAll(SHARE_TARGET_FILE_FIELD).find((value): value is File => value instanceof File) ?? null;
    const outcome = judgeSharedFile(file);
    if (file && outcome === "ready") await storePendingShare(self.caches, file, Date.now());
    return Response.redirect(`/roast?shared=${outcome}`, 303);
  },
  "POST",
);

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
    { denylist: [/^\/api\//, /^\/media\//, /^\/dev\//] },
  ),
);
