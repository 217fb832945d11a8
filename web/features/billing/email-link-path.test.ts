import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailLinkCallbackPath } from "./email-link-path";
import { SELECTED_TIER_KEY } from "./selected-plan";

// The unit project runs in Node: a Map stands in for the browser's session storage.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("sessionStorage", { getItem: (key: string) => store.get(key) ?? null });
});
afterEach(() => vi.unstubAllGlobals());

describe("emailLinkCallbackPath", () => {
  it("brings an emailed link back to /auth while a plan waits, else to the studio", async () => {
    expect(await emailLinkCallbackPath()).toBe("/roast");
    store.set(SELECTED_TIER_KEY, JSON.stringify({ tierId: "essentials", isSubscription: true }));
    expect(await emailLinkCallbackPath()).toBe("/auth");
  });

  it("sends a plan that cannot be read to the studio", async () => {
    store.set(SELECTED_TIER_KEY, "{not json");
    expect(await emailLinkCallbackPath()).toBe("/roast");
  });
});
