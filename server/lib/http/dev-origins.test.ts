import { describe, expect, it } from "vitest";
import { isDevTrustedOrigin } from "./dev-origins";

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
