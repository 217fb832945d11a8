import { describe, expect, it } from "vitest";
import { isAdmin, parseAdminEmails } from "./is-admin";

describe("isAdmin", () => {
  it("reads a comma-separated, case-insensitive list", () => {
    expect([...parseAdminEmails(" Ops@Example.com, ,boss@example.com ")]).toEqual(["ops@example.com", "boss@example.com"]);
    expect(parseAdminEmails(undefined).size).toBe(0);
  });

  it("accepts only verified accounts with a listed email", () => {
    const list = "ops@example.com";
    expect(isAdmin(list, { email: "OPS@example.com", emailVerified: true })).toBe(true);
    expect(isAdmin(list, { email: "ops@example.com", emailVerified: false })).toBe(false);
    expect(isAdmin(list, { email: "someone@example.com", emailVerified: true })).toBe(false);
    expect(isAdmin(undefined, { email: "ops@example.com", emailVerified: true })).toBe(false);
    expect(isAdmin(list, undefined)).toBe(false);
  });
});
