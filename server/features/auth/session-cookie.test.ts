import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCookieKey, readSignedCookie } from "./session-cookie";

const SECRET = "a-test-secret-that-is-long-enough-for-this";
const NAME = "better-auth.session_token";
const key = createCookieKey(SECRET);

/** The value better-auth (better-call's signCookieValue) writes for a token. */
const signed = (token: string, secret = SECRET) => encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("readSignedCookie", () => {
  it("returns the token of a cookie signed with our secret, among other cookies", () => {
    expect(readSignedCookie(`theme=dark; ${NAME}=${signed("tok-123")}; x=1`, NAME, key)).toBe("tok-123");
  });

  it("refuses a signature made with another secret, a changed token and a missing signature", () => {
    expect(readSignedCookie(`${NAME}=${signed("tok-123", "another-secret-another-secret-another")}`, NAME, key)).toBeNull();
    const [, signature] = decodeURIComponent(signed("tok-123")).split(".");
    expect(readSignedCookie(`${NAME}=${encodeURIComponent(`tok-124.${signature}`)}`, NAME, key)).toBeNull();
    expect(readSignedCookie(`${NAME}=tok-123`, NAME, key)).toBeNull();
    expect(readSignedCookie(`${NAME}=${encodeURIComponent("tok-123.short=")}`, NAME, key)).toBeNull();
  });

  it("finds nothing without the cookie, or under a name that only contains ours", () => {
    expect(readSignedCookie(null, NAME, key)).toBeNull();
    expect(readSignedCookie("theme=dark", NAME, key)).toBeNull();
    expect(readSignedCookie(`__Secure-${NAME}=${signed("tok-123")}`, NAME, key)).toBeNull();
  });

  it("reads the first of two cookies with our name, as better-auth does", () => {
    expect(readSignedCookie(`${NAME}=${signed("first")}; ${NAME}=${signed("second")}`, NAME, key)).toBe("first");
  });
});
