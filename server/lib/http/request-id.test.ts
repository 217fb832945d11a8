import { describe, expect, it } from "vitest";
import { readRequestId } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("readRequestId", () => {
  it("keeps a safe client id", () => {
    expect(readRequestId("req-1.a_B")).toBe("req-1.a_B");
    expect(readRequestId("x".repeat(64))).toBe("x".repeat(64));
  });

  it("replaces a missing, empty, long or unsafe id with a new uuid", () => {
    for (const given of [undefined, "", "x".repeat(65), "a b", "<script>", 'id"}', "line\nbreak", "ünïcode"]) {
      const id = readRequestId(given);
      expect(id).toMatch(UUID);
      expect(id).not.toBe(given);
    }
  });
});
