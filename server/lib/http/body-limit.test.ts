import { describe, expect, it } from "vitest";
import { hasDeclaredBody } from "./body-limit";

describe("hasDeclaredBody", () => {
  it("sees a body in any Transfer-Encoding or a Content-Length above 0", () => {
    expect(hasDeclaredBody("chunked", undefined)).toBe(true);
    expect(hasDeclaredBody("chunked", "0")).toBe(true);
    expect(hasDeclaredBody(undefined, "12")).toBe(true);
  });

  it("sees none without either header, or with a Content-Length of 0", () => {
    expect(hasDeclaredBody(undefined, undefined)).toBe(false);
    expect(hasDeclaredBody(undefined, "0")).toBe(false);
  });
});
