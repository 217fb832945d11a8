import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, sameOriginFetch, startTestServer } from "../../../tests/support/test-server";
import { MAX_ATTEMPTS_PER_IP } from "./auth-limits";
import { createBrowser } from "./test-support/browser";

const newEmail = () => `v6-${randomUUID().slice(0, 8)}@example.com`;
/** A fresh address in the /64 `prefix` (four groups): what a client rotating its last 64 bits sends. */
const rotate = (prefix: string) => `${prefix}:${[...randomBytes(8).toString("hex").match(/.{4}/g)!].join(":")}`;

/**
 * Per-IP limits against a client that changes its IPv6 address on every request within its /64
 * (TRUST_PROXY lets the test choose the client address with X-Forwarded-For).
 */
describe("per-IP limits for IPv6 clients", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  const signUp = (ip: string) =>
    createBrowser(server.url, { ip }).post("/api/auth/sign-up/email", { email: newEmail(), password: "long enough", acceptTerms: true });

  it("limits sign-ups per /64, not per address, and leaves the next /64 alone", async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) expect((await signUp(rotate("2001:db8:aa:1"))).status).toBe(200);
    expect((await signUp(rotate("2001:db8:aa:1"))).status).toBe(429);
    expect((await signUp(rotate("2001:db8:aa:2"))).status).toBe(200);
  });

  it("counts failed passwords per /64", async () => {
    const wrong = (ip: string) => createBrowser(server.url, { ip }).post("/api/auth/sign-in/email", { email: newEmail(), password: "wrong password" });
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) expect((await wrong(rotate("2001:db8:bb:1"))).status).toBe(401);
    const refused = await wrong(rotate("2001:db8:bb:1"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await wrong(rotate("2001:db8:bb:2"))).status).toBe(401);
  });

  it("counts an IPv4-mapped IPv6 client as its IPv4 address", async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) expect((await signUp(i % 2 ? "::ffff:192.0.2.77" : "192.0.2.77")).status).toBe(200);
    expect((await signUp("::ffff:192.0.2.77")).status).toBe(429);
    expect((await signUp("192.0.2.77")).status).toBe(429);
    expect((await signUp("192.0.2.78")).status).toBe(200);
  });

  it("limits the contact form per /64", async () => {
    const message = { name: "Ana Lima", email: "ana@example.com", subject: "Hello", message: "A question." };
    const send = (ip: string) =>
      sameOriginFetch(server, "/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(message),
      });
    // The contact form's burst is 5 (contact.routes.ts).
    for (let i = 0; i < 5; i++) expect((await send(rotate("2001:db8:cc:1"))).status).toBe(201);
    expect((await send(rotate("2001:db8:cc:1"))).status).toBe(429);
    expect((await send(rotate("2001:db8:cc:2"))).status).toBe(201);
  });
});
