export interface BrowserStores {
  caches?: Pick<CacheStorage, "keys" | "delete">;
  serviceWorker?: Pick<ServiceWorkerContainer, "getRegistrations">;
}

/**
 * After the account is deleted, what Clear-Site-Data "storage" does (the deletion's answer sends
 * it, server/features/account/account-deletion.routes.ts) for a browser that ignores the header:
 * every Cache Storage cache goes, an image shared to the app and still waiting among them, and the
 * service worker is unregistered with its copy of the app; the next page load registers it again
 * (web/app/register-service-worker.ts). Best effort: the account is gone whatever this manages.
 */
export async function forgetBrowserData(stores: BrowserStores = defaultStores()): Promise<void> {
  const { caches, serviceWorker } = stores;
  await Promise.all([
    caches
      ?.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .catch(() => undefined),
    serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined),
  ]);
}

function defaultStores(): BrowserStores {
  return {
    caches: typeof caches === "undefined" ? undefined : caches,
    serviceWorker: typeof navigator === "undefined" || !("serviceWorker" in navigator) ? undefined : navigator.serviceWorker,
  };
}
