import { describe, expect, it } from "vitest";
import { findForeignMailedLink, isDevTrustedOrigin } from "./dev-origins";

describe("isDevTrustedOrigin", () => {
  it("trusts loopback pages on any port", () => {
    expect(isDevTrustedOrigin("http://127.0.0.1:3000", "127.0.0.1:3000")).toBe(true);
    expect(isDevTrustedOrigin("http://localhost:5173", "localhost:3000")).toBe(true);
    expect(isDevTrustedOrigin("http://[::1]:3000", "[::1]:3000")).toBe(true);
  });

  it("trusts a LAN address only as the host the browser asked for", () => {
    expect(isDevTrustedOrigin("http://192.168.1.20:3000", "192.168.1.20:3000")).toBe(true);
    expect(isDevTrustedOrigin("http://10.0.0.7:3000", "10.0.0.7:3000")).toBe(true);
    expect(isDevTrustedOrigin("http://my-laptop.local:3000", "my-laptop.local:3000")).toBe(true);
    expect(isDevTrustedOrigin("http://192.168.1.99:3000", "192.168.1.20:3000")).toBe(false);
  });

  it("never trusts a public site, even one that names itself as the host", () => {
    expect(isDevTrustedOrigin("https://evil.example", "evil.example")).toBe(false);
    expect(isDevTrustedOrigin("http://8.8.8.8:3000", "8.8.8.8:3000")).toBe(false);
    expect(isDevTrustedOrigin("http://127.0.0.1.evil.example", "127.0.0.1.evil.example")).toBe(false);
    expect(isDevTrustedOrigin("null", "localhost:3000")).toBe(false);
    expect(isDevTrustedOrigin("file:///etc/passwd", undefined)).toBe(false);
  });
});

describe("findForeignMailedLink", () => {
  const env = { publicUrl: "http://localhost:3000", TRUSTED_ORIGINS: "https://app.example.com/, https://other.example.com" };

  it("accepts paths on PUBLIC_URL and URLs on PUBLIC_URL's origin or TRUSTED_ORIGINS", () => {
    expect(findForeignMailedLink({ callbackURL: "/roast", redirectTo: "/reset-password" }, env)).toBeUndefined();
    expect(findForeignMailedLink({ callbackURL: "http://localhost:3000/roast", newUserCallbackURL: "https://app.example.com/x" }, env)).toBeUndefined();
    expect(findForeignMailedLink({ errorCallbackURL: "https://other.example.com/auth?error=1" }, env)).toBeUndefined();
    expect(findForeignMailedLink({ email: "a@b.example" }, env)).toBeUndefined();
    expect(findForeignMailedLink(undefined, env)).toBeUndefined();
  });

  it("names the field that sends the link elsewhere, whichever of the four it is", () => {
    expect(findForeignMailedLink({ redirectTo: "http://attacker.example/" }, env)).toBe("redirectTo");
    expect(findForeignMailedLink({ callbackURL: "/roast", newUserCallbackURL: "https://evil.example/new" }, env)).toBe("newUserCallbackURL");
    expect(findForeignMailedLink({ errorCallbackURL: "https://evil.example/" }, env)).toBe("errorCallbackURL");
  });

  it("never trusts the development origins for a mailed link: loopback and LAN pages other than PUBLIC_URL are foreign", () => {
    expect(findForeignMailedLink({ callbackURL: "http://127.0.0.1:3000/roast" }, env)).toBe("callbackURL");
    expect(findForeignMailedLink({ redirectTo: "http://attacker.local:3000/reset-password" }, env)).toBe("redirectTo");
    expect(findForeignMailedLink({ callbackURL: "http://localhost:3001/roast" }, env)).toBe("callbackURL");
  });

  it("sees through spellings that leave the site: protocol-relative, backslashes, other schemes, non-strings", () => {
    for (const value of ["//evil.example/x", "/\\evil.example/x", "\\\\evil.example", "javascript:alert(1)", "https://localhost:3000.evil.example/"]) {
      expect(findForeignMailedLink({ callbackURL: value }, env)).toBe("callbackURL");
    }
    expect(findForeignMailedLink({ redirectTo: ["http://attacker.example/"] }, env)).toBe("redirectTo");
    expect(findForeignMailedLink({ redirectTo: { href: "/x" } }, env)).toBe("redirectTo");
  });
});
