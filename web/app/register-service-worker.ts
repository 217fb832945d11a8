import { notify } from "../lib/toast";

/**
 * Registers the service worker (web/sw.ts, ADR 0020) in a production build, after the page is
 * idle: workbox-window is its own small chunk, so the first paint costs nothing. A new version
 * found later takes over at once, is used from the next page load on, and says so in a toast.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => {
    workbox.messageSkipWaiting();
    notify("RoastReel was updated", "The new version opens the next time you load a page.", { label: "Reload", onClick: () => window.location.reload() });
  });
  await workbox.register().catch((error: unknown) => console.warn("service worker not registered", error));
}
