import { describe, expect, it } from "vitest";
import { isUnreachable } from "./session-watcher";

describe("a session check that never reached the server", () => {
  it("is a thrown fetch or an answer without an HTTP status", () => {
    expect(isUnreachable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnreachable({ status: 0, statusText: "" })).toBe(true);
  });

  it("is not an answer the server gave, nor no error at all", () => {
    expect(isUnreachable({ status: 401, statusText: "Unauthorized" })).toBe(false);
    expect(isUnreachable({ status: 503, statusText: "Service Unavailable" })).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});
