import { describe, expect, it } from "vitest";
import { reporterKeys, reporterNetwork } from "./reporter-key";

const SECRET = "test-secret-test-secret-test-secret";
const shares = (a: string[], b: string[]) => a.some((key) => b.includes(key));

describe("reporterNetwork", () => {
  it("is an IPv4 client's /24 and an IPv6 client's /48, whatever its spelling", () => {
    expect(reporterNetwork("203.0.113.7")).toBe("203.0.113.0/24");
    expect(reporterNetwork("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(reporterNetwork("2001:DB8:5:1::9")).toBe("2001:db8:5::/48");
    expect(reporterNetwork("2001:0db8:0005:ffff:1:2:3:4")).toBe("2001:db8:5::/48");
    expect(reporterNetwork("not an address")).toBeNull();
  });
});

describe("reporterKeys", () => {
  it("gives one inbox's +tag and Gmail spellings a key in common, and another inbox none", () => {
    const a = reporterKeys(SECRET, { userId: "u1", email: "Mallory+a@gmail.com", ip: "198.51.100.1" }).all;
    const b = reporterKeys(SECRET, { userId: "u2", email: "m.a.l.l.o.r.y+b@googlemail.com", ip: "192.0.2.1" }).all;
    const other = reporterKeys(SECRET, { userId: "u3", email: "mallory2@gmail.com", ip: "192.0.3.1" }).all;
    expect(shares(a, b)).toBe(true);
    expect(shares(a, other)).toBe(false);
  });

  it("gives an account and an anonymous reporter on one address, or one network, a key in common", () => {
    const signedIn = reporterKeys(SECRET, { userId: "u1", email: "x@example.com", ip: "203.0.113.7" }).all;
    expect(shares(signedIn, reporterKeys(SECRET, { ip: "203.0.113.7" }).all)).toBe(true);
    expect(shares(signedIn, reporterKeys(SECRET, { ip: "203.0.113.99" }).all)).toBe(true);
    expect(shares(signedIn, reporterKeys(SECRET, { ip: "203.0.114.7" }).all)).toBe(false);
    const v6 = reporterKeys(SECRET, { ip: "2001:db8:5:1::1" }).all;
    expect(shares(v6, reporterKeys(SECRET, { ip: "2001:db8:5:77::2" }).all)).toBe(true);
    expect(shares(v6, reporterKeys(SECRET, { ip: "2001:db8:6:1::1" }).all)).toBe(false);
  });

  it("keeps the first key as it was, holds no address or mailbox, and depends on the secret", () => {
    const anonymous = reporterKeys(SECRET, { ip: "203.0.113.7" });
    const signedIn = reporterKeys(SECRET, { userId: "u1", email: "x@example.com", ip: "203.0.113.7" });
    expect(anonymous.primary).toBe(anonymous.all.find((key) => signedIn.all.includes(key)));
    expect(signedIn.primary).not.toBe(anonymous.primary);
    expect(signedIn.all).toHaveLength(4);
    expect(JSON.stringify(signedIn)).not.toMatch(/203\.0\.113|example\.com|u1/);
    expect(shares(reporterKeys("another-secret-another-secret-12", { ip: "203.0.113.7" }).all, anonymous.all)).toBe(false);
  });
});
