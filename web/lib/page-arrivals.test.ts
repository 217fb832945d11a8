import { describe, expect, it } from "vitest";
import { pageArrivals } from "./page-arrivals";

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("pageArrivals", () => {
  it("resolves a wait only once its path is committed, not on another path", async () => {
    const arrivals = pageArrivals("/account");
    const home = arrivals.wait("/");
    arrivals.reached("/account");
    expect(await settled(home)).toBe(false);
    arrivals.reached("/pricing");
    expect(await settled(home)).toBe(false);
    arrivals.reached("/");
    expect(await settled(home)).toBe(true);
  });

  it("resolves at once when the path is already on screen", async () => {
    const arrivals = pageArrivals("/account");
    arrivals.reached("/");
    expect(await settled(arrivals.wait("/"))).toBe(true);
  });

  it("resolves every wait when the waiting component unmounts with the page it left", async () => {
    const arrivals = pageArrivals("/account");
    const home = arrivals.wait("/");
    const auth = arrivals.wait("/auth");
    arrivals.gone();
    expect(await settled(home)).toBe(true);
    expect(await settled(auth)).toBe(true);
  });
});
