import { PENDING_SHARE_CACHE, PENDING_SHARE_KEY } from "../../../lib/shared-image-cache";
import { isPendingShareFresh, pendingShareHeaders, readPendingShareHeaders } from "./pending-share";

/**
 * The one image shared to the app that waits for consent (and, signed out, for a sign-in): kept
 * in Cache Storage, which the service worker and the page both reach, never sent anywhere. A new
 * share replaces it; it is offered once, then gone; after PENDING_SHARE_TTL_MS it is dropped.
 */
export async function storePendingShare(caches: CacheStorage, file: File, now: number): Promise<void> {
  const cache = await caches.open(PENDING_SHARE_CACHE);
  await cache.put(PENDING_SHARE_KEY, new Response(file, { headers: pendingShareHeaders(file, now) }));
}

/** Whether a fresh image waits (a stale one is deleted on the way). */
export async function hasPendingShare(caches: CacheStorage, now: number): Promise<boolean> {
  if (!(await caches.has(PENDING_SHARE_CACHE))) return false;
  const cache = await caches.open(PENDING_SHARE_CACHE);
  const stored = await cache.match(PENDING_SHARE_KEY);
  if (!stored) return false;
  if (isPendingShareFresh(readPendingShareHeaders(stored.headers).sharedAt, now)) return true;
  await caches.delete(PENDING_SHARE_CACHE);
  return false;
}

/** Takes the waiting image out (it is offered once), or null when none is fresh. */
export async function takePendingShare(caches: CacheStorage, now: number): Promise<File | null> {
  if (!(await caches.has(PENDING_SHARE_CACHE))) return null;
  const cache = await caches.open(PENDING_SHARE_CACHE);
  const stored = await cache.match(PENDING_SHARE_KEY);
  const meta = stored ? readPendingShareHeaders(stored.headers) : null;
  const body = stored && meta && isPendingShareFresh(meta.sharedAt, now) ? await stored.blob() : null;
  await caches.delete(PENDING_SHARE_CACHE);
  return body && meta ? new File([body], meta.name, { type: meta.type }) : null;
}

/** Drops a waiting image once it is too old to offer. */
export async function dropStalePendingShare(caches: CacheStorage, now: number): Promise<void> {
  await hasPendingShare(caches, now);
}
