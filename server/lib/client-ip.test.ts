import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { ipRateLimitKey, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("uses the socket peer and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientIp({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trustedHops: 0 })).toBe("203.0.113.7");
  });

  it("takes the entry the trusted proxy appended, not what the client wrote before it", () => {
    expect(resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "1.2.3.4, 198.51.100.9", trustedHops: 1 })).toBe("198.51.100.9");
  });

  it("counts back one entry per trusted proxy", () => {
    const forwardedFor = "6.6.6.6, 198.51.100.9, 10.0.0.5";
    expect(resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor, trustedHops: 2 })).toBe("198.51.100.9");
  });

  it("falls back to the socket when the header is missing, too short or not an address", () => {
    expect(resolveClientIp({ socketAddress: "10.0.0.2", trustedHops: 1 })).toBe("10.0.0.2");
    expect(resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.9", trustedHops: 2 })).toBe("10.0.0.2");
    expect(resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "not-an-ip", trustedHops: 1 })).toBe("10.0.0.2");
  });

  it("unwraps IPv4-mapped IPv6 peers and keeps plain IPv6", () => {
    expect(resolveClientIp({ socketAddress: "::ffff:127.0.0.1", trustedHops: 0 })).toBe("127.0.0.1");
    expect(resolveClientIp({ socketAddress: "2001:db8::1", trustedHops: 0 })).toBe("2001:db8::1");
    expect(resolveClientIp({ trustedHops: 0 })).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    const hops = (value?: string) => parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops(), hops(""), hops("false"), hops("true"), hops("2")]).toEqual([0, 0, 0, 1, 2]);
    expect(() => hops("yes")).toThrow(/TRUST_PROXY/);
  });
});

describe("ipRateLimitKey", () => {
  it("keeps an IPv4 address, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(ipRateLimitKey("198.51.100.9")).toBe("198.51.100.9");
    expect(ipRateLimitKey("::ffff:198.51.100.9")).toBe("198.51.100.9");
    expect(ipRateLimitKey("::FFFF:198.51.100.9")).toBe("198.51.100.9");
  });

  it("counts an IPv6 address under its /64, however the address is spelled", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:abcd:0:0:9",
      "2001:db8:1:2:a:b:192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(ipRateLimitKey(ip)).toBe(key);
    }
    expect(ipRateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(ipRateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps different /64 networks apart", () => {
    expect(ipRateLimitKey("2001:db8:1:2::1")).not.toBe(ipRateLimitKey("2001:db8:1:3::1"));
    expect(ipRateLimitKey("2001:db8:1:2::1")).not.toBe(ipRateLimitKey("2001:db9:1:2::1"));
  });
});
