import { describe, expect, it } from "vitest";
import { buildEmailRateLimitKey, buildMailLimitKey } from "./auth-limits";

describe("auth limit keys", () => {
  it("count one address once, whatever its case or surrounding spaces", () => {
    expect(buildMailLimitKey(" Ada@Example.COM ")).toBe(buildMailLimitKey("ada@example.com"));
    expect(buildMailLimitKey("ada@example.com")).not.toBe(buildMailLimitKey("bo@example.com"));
  });

  it("count one inbox once, whatever +tag or Gmail spelling reaches it", () => {
    expect(buildMailLimitKey("ada+1@example.com")).toBe(buildMailLimitKey("ada@example.com"));
    expect(buildMailLimitKey("A.da+x@googlemail.com")).toBe(buildMailLimitKey("ada@gmail.com"));
    expect(buildMailLimitKey("a.da@example.com")).not.toBe(buildMailLimitKey("ada@example.com"));
  });

  it("keep the per-address mail count apart from the per-path request counts", () => {
    const paths = ["/sign-up/email", "/sign-in/magic-link", "/request-password-reset"];
    const keys = [buildMailLimitKey("ada@example.com"), ...paths.map((path) => buildEmailRateLimitKey(path, "ada@example.com"))];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
