import type { NavigateFunction } from "react-router";
import type { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { announceToasterReady } from "../../lib/toast";
import { continueAfterSignIn } from "./resume-selected-plan";
import { SELECTED_TIER_KEY } from "./selected-plan";

// The toaster as the page mounts it, with sonner's error call recorded (no module mock: the unit
// project shares modules between files).
const toastError = vi.fn();
beforeAll(() => announceToasterReady({ error: toastError } as unknown as typeof toast));

// The unit project runs in Node: a Map stands in for the browser's session storage.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockClear();
});

function navigateSpy() {
  return vi.fn() as unknown as NavigateFunction & ReturnType<typeof vi.fn>;
}

describe("continueAfterSignIn", () => {
  it("goes to the studio when no plan was chosen", async () => {
    const navigate = navigateSpy();
    await continueAfterSignIn({ navigate });
    expect(navigate).toHaveBeenCalledWith("/roast", { replace: true });
  });

  it("drops a plan that cannot be read and goes to the studio", async () => {
    store.set(SELECTED_TIER_KEY, "{not json");
    const navigate = navigateSpy();
    await continueAfterSignIn({ navigate });
    expect(navigate).toHaveBeenCalledWith("/roast", { replace: true });
    expect(store.has(SELECTED_TIER_KEY)).toBe(false);
  });

  it("removes the stored plan, creates its checkout and hands the browser to it", async () => {
    store.set(SELECTED_TIER_KEY, JSON.stringify({ tierId: "essentials", isSubscription: true }));
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ url: "https://pay.example/c/1", redirect_url: "https://pay.example/c/1" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const navigate = navigateSpy();
    const redirect = vi.fn();
    await continueAfterSignIn({ navigate, redirect });
    expect(store.has(SELECTED_TIER_KEY)).toBe(false);
    const [path, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/billing/checkout");
    expect(JSON.parse(String(init.body))).toEqual({ tierId: "essentials", isSubscription: true });
    expect(redirect).toHaveBeenCalledWith("https://pay.example/c/1");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("passes a stored payment method on as the provider", async () => {
    store.set(SELECTED_TIER_KEY, JSON.stringify({ tierId: "oneoff", isSubscription: false, paymentMethod: "paypal" }));
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ url: "https://paypal.example/a" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    await continueAfterSignIn({ navigate: navigateSpy(), redirect: vi.fn() });
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ tierId: "oneoff", isSubscription: false, provider: "paypal" });
  });

  it("shows 'Payment Error' and returns to pricing when no checkout can be created", async () => {
    store.set(SELECTED_TIER_KEY, JSON.stringify({ tierId: "starter", isSubscription: true }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "Something went wrong", code: "INTERNAL" }), { status: 500 })),
    );
    const navigate = navigateSpy();
    const redirect = vi.fn();
    await continueAfterSignIn({ navigate, redirect });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith("Payment Error", { description: "Failed to proceed to payment. Please try again." }));
    expect(navigate).toHaveBeenCalledWith("/pricing", { replace: true });
    expect(redirect).not.toHaveBeenCalled();
    expect(store.has(SELECTED_TIER_KEY)).toBe(false);
  });
});
