/**
 * Where an image shared to the app waits for consent (ADR 0020): one entry in Cache Storage, which
 * the service worker and the page both reach. The studio keeps and takes it
 * (web/features/studio/lib/pending-share-store.ts); sign-out drops it.
 */
export const PENDING_SHARE_CACHE = "roastreel-shared-image";
/** Its key: a path no route answers, never fetched from the network. */
export const PENDING_SHARE_KEY = "/__shared-image";

/** Drops a waiting image whatever its age: once signed out, the next person must not be offered it. */
export async function clearPendingShare(caches: CacheStorage): Promise<void> {
  await caches.delete(PENDING_SHARE_CACHE);
}
