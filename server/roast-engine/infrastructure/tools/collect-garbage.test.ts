import { afterEach, describe, expect, it, vi } from "vitest";
import { collectGarbage } from "./collect-garbage";

describe("collectGarbage", () => {
  const original = (globalThis as { gc?: () => void }).gc;
  afterEach(() => {
    (globalThis as { gc?: () => void }).gc = original;
  });

  it("runs a full collection when the process exposes one", () => {
    const gc = vi.fn();
    (globalThis as { gc?: () => void }).gc = gc;
    collectGarbage();
    expect(gc).toHaveBeenCalledOnce();
  });

  it("does nothing in a process started without --expose-gc", () => {
    (globalThis as { gc?: () => void }).gc = undefined;
    expect(() => collectGarbage()).not.toThrow();
  });
});
