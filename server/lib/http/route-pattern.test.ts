import { describe, expect, it } from "vitest";
import { matchesRoute } from "./route-pattern";

describe("matchesRoute", () => {
  it("matches an exact method and path", () => {
    expect(matchesRoute(["POST /api/roasts"], "POST", "/api/roasts")).toBe(true);
    expect(matchesRoute(["POST /api/roasts"], "DELETE", "/api/roasts")).toBe(false);
    expect(matchesRoute(["POST /api/roasts"], "POST", "/api/roasts/abc")).toBe(false);
    expect(matchesRoute(["POST /api/roasts"], "POST", "/api/roasts/")).toBe(false);
  });

  it("matches a prefix only below its folder, for any method unless one is named", () => {
    expect(matchesRoute(["/api/auth/*"], "POST", "/api/auth/sign-in/email")).toBe(true);
    expect(matchesRoute(["/api/auth/*"], "GET", "/api/auth/")).toBe(true);
    expect(matchesRoute(["/api/auth/*"], "POST", "/api/authx")).toBe(false);
    expect(matchesRoute(["/api/auth/*"], "POST", "/api/auth")).toBe(false);
    expect(matchesRoute(["POST /api/billing/webhooks/*"], "PUT", "/api/billing/webhooks/stripe")).toBe(false);
  });

  it("matches nothing with no patterns", () => {
    expect(matchesRoute([], "POST", "/")).toBe(false);
  });
});
