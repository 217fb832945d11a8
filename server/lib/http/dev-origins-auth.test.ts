import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { describe, expect, it } from "vitest";
import { trustedOriginsFor } from "./dev-origins";

/**
 * better-auth's own origin check (on in production, off by its default under a test runner, so
 * turned on here) given our trustedOrigins function: a sign-up with a cookie from `origin` to `host`.
 */
async function signUpStatus(nodeEnv: string, origin: string, host: string) {
  const auth = betterAuth({
    baseURL: "http://localhost:3000",
    basePath: "/api/auth",
    secret: "s".repeat(40),
    trustedOrigins: trustedOriginsFor({ NODE_ENV: nodeEnv, publicUrl: "http://localhost:3000" }),
    database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
    emailAndPassword: { enabled: true },
    advanced: { disableOriginCheck: false },
    logger: { disabled: true },
  });
  const body = { name: "", email: `u-${randomUUID()}@example.com`, password: `pw-${randomUUID()}`, callbackURL: `${origin}/roast` };
  const response = await auth.handler(
    new Request(`http://${host}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin, host, cookie: "seen=1", "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return response.status;
}

describe("better-auth with trustedOriginsFor", () => {
  it("in development signs up from 127.0.0.1 and from the LAN address the browser opened", async () => {
    expect(await signUpStatus("development", "http://127.0.0.1:3000", "127.0.0.1:3000")).toBe(200);
    expect(await signUpStatus("development", "http://192.168.1.20:3000", "192.168.1.20:3000")).toBe(200);
  });

  it("refuses other sites in development, and anything but PUBLIC_URL in production", async () => {
    expect(await signUpStatus("development", "https://evil.example", "localhost:3000")).toBe(403);
    expect(await signUpStatus("development", "http://192.168.1.99:3000", "192.168.1.20:3000")).toBe(403);
    expect(await signUpStatus("production", "http://127.0.0.1:3000", "127.0.0.1:3000")).toBe(403);
    expect(await signUpStatus("production", "http://localhost:3000", "localhost:3000")).toBe(200);
  });
});
