import { describe, expect, it } from "vitest";
import { databasePoolSize, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the embedded defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", publicUrl: "http://localhost:3000", UNLIMITED_MODE: false, isProduction: false });
    expect(env.DATABASE_URL).toBeUndefined();
    // No secret is made up here: start-up takes AUTH_SECRET or the one kept in DATA_DIR.
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env).not.toHaveProperty("authSecret");
  });

  it("refuses production without SMTP_URL, whose sign-in links would otherwise sit in a public dev mailbox", () => {
    const secret = "s".repeat(40);
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: secret })).toThrow(/SMTP_URL: required in production/);
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: secret, SMTP_URL: "smtp://mail.example:587" }).isProduction).toBe(true);
    expect(parseEnv({ NODE_ENV: "development" }).SMTP_URL).toBeUndefined();
  });

  it("treats blank values as unset and trims the public URL's slash", () => {
    const env = parseEnv({ DATABASE_URL: "  ", PUBLIC_URL: "https://roast.example/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://roast.example");
  });

  it("takes SUPPORT_EMAIL only as an address, and a blank one as unset", () => {
    expect(parseEnv({ SUPPORT_EMAIL: " help@roast.example " }).SUPPORT_EMAIL).toBe("help@roast.example");
    expect(parseEnv({ SUPPORT_EMAIL: " " }).SUPPORT_EMAIL).toBeUndefined();
    expect(() => parseEnv({ SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL: an email address/);
  });

  it("lists every problem at once", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PORT: "abc", GOOGLE_CLIENT_ID: "x" })).toThrow(/PORT/);
    const message = (() => {
      try {
        parseEnv({ NODE_ENV: "production", GOOGLE_CLIENT_ID: "x", S3_BUCKET: "b" });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("AUTH_SECRET: required in production");
    expect(message).toContain("GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET");
    expect(message).toContain("S3_ACCESS_KEY_ID");
  });

  it("reads booleans strictly", () => {
    expect(parseEnv({ UNLIMITED_MODE: "true" }).UNLIMITED_MODE).toBe(true);
    expect(parseEnv({ UNLIMITED_MODE: "0" }).UNLIMITED_MODE).toBe(false);
    expect(() => parseEnv({ UNLIMITED_MODE: "yes please" })).toThrow(/UNLIMITED_MODE/);
  });

  it("sizes the PostgreSQL pool by the machine's cores unless told, and refuses a pool too small to work", () => {
    expect([1, 2, 3, 4, 8, 64].map(databasePoolSize)).toEqual([4, 4, 6, 8, 10, 10]);
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeGreaterThanOrEqual(4);
    expect(parseEnv({ DATABASE_POOL_SIZE: "16" }).DATABASE_POOL_SIZE).toBe(16);
    // One connection listens for events: a pool of one would leave none for queries.
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "lots" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
