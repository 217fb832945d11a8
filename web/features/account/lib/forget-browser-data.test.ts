import { describe, expect, it } from "vitest";
import { forgetBrowserData } from "./forget-browser-data";

describe("forgetBrowserData", () => {
  it("deletes every Cache Storage cache and unregisters every service worker", async () => {
    const stored = new Set(["roastreel-shared-image", "workbox-precache-v2-https://roastreel.example/"]);
    const unregistered: string[] = [];
    const registration = (scope: string) => ({ unregister: async () => unregistered.push(scope) > 0 }) as unknown as ServiceWorkerRegistration;
    await forgetBrowserData({
      caches: { keys: async () => [...stored], delete: async (name: string) => stored.delete(name) },
      serviceWorker: { getRegistrations: async () => [registration("/")] },
    });
    expect([...stored]).toEqual([]);
    expect(unregistered).toEqual(["/"]);
  });

  it("does without stores the browser lacks, or that fail", async () => {
    await expect(forgetBrowserData({})).resolves.toBeUndefined();
    const failing = async () => {
      throw new Error("SecurityError");
    };
    await expect(forgetBrowserData({ caches: { keys: failing, delete: failing }, serviceWorker: { getRegistrations: failing } })).resolves.toBeUndefined();
  });
});
