import { afterEach, describe, expect, it } from "vitest";
import { logger, setLogLevel } from "./logger";

describe("setLogLevel", () => {
  const loaded = logger.level;
  afterEach(() => setLogLevel(loaded as Parameters<typeof setLogLevel>[0]));

  it("applies the level start-up was given, not the one the process's environment had on load", () => {
    setLogLevel("warn");
    expect(logger.isLevelEnabled("info")).toBe(false);
    expect(logger.isLevelEnabled("warn")).toBe(true);
    setLogLevel("debug");
    expect(logger.isLevelEnabled("debug")).toBe(true);
  });
});
