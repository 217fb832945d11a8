import { createHook } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { MAX_ATTEMPTS_PER_IP } from "./auth-limits";
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_MAX_WAITING, passwordHashGate } from "./password-hashing";
import { createBrowser } from "./test-support/browser";

/**
 * Counts node:crypto's scrypt requests from the moment one is made (and queued on libuv's thread
 * pool) until its callback runs: what the pool holds, whatever code asked for it.
 */
function watchScrypt() {
  const live = new Set<number>();
  let peak = 0;
  const hook = createHook({
    init(id, type) {
      if (type !== "SCRYPTREQUEST") return;
      live.add(id);
      peak = Math.max(peak, live.size);
    },
    before(id) {
      live.delete(id);
    },
  }).enable();
  return {
    get inFlight() {
      return live.size;
    },
    get peak() {
      return peak;
    },
    stop: () => hook.disable(),
  };
}

const wrongSignIn = () => ({ email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: "wrong password" });
/** A different client address for every request (the server trusts one proxy's X-Forwarded-For). */
const addressOf = (n: number) => `10.${Math.floor(n / 250) % 250}.${n % 250}.7`;

/** Polls every few milliseconds, for half a minute at least (a busy machine stretches each wait). */
async function waitFor(condition: () => boolean, what: string) {
  for (let i = 0; i < 6000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error(`never saw ${what}`);
}

describe("password hashing under a burst of wrong sign-ins from many addresses", () => {
  let server: TestServer;
  let watch: ReturnType<typeof watchScrypt> | undefined;
  let nextAddress = 0;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterEach(() => watch?.stop());
  afterAll(() => server?.close());

  it("hashes no more than the bound at once, and serves a poster asked for in the middle of it", async () => {
    const poster = randomBytes(200_000);
    const key = `roasts/${randomUUID()}/poster.jpg`;
    await server.ctx.storage.put(key, poster, "image/jpeg");
    const posterUrl = new URL(await server.ctx.storage.signedUrl(key), server.url);

    watch = watchScrypt();
    const burst = Array.from({ length: 120 }, () => createBrowser(server.url, { ip: addressOf(nextAddress++) }).post("/api/auth/sign-in/email", wrongSignIn()));
    await waitFor(() => (watch?.inFlight ?? 0) > 0, "a password being hashed");
    const served = await fetch(posterUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(poster)).toBe(true);

    const answers = await Promise.all(burst);
    expect(watch.peak).toBeGreaterThan(0);
    expect(watch.peak).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
    // Each is a wrong password (401) or, past the queue, told to come back (503), nothing else.
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    expect(statuses).toContain(401);
    for (const response of answers.filter((r) => r.status === 503)) {
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ code: "BUSY" });
    }
  });

  it("answers a sign-in that finds the queue full with 503 at once, without counting it as a failed password", async () => {
    const holds: Array<() => void> = [];
    const held = Array.from({ length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_MAX_WAITING }, () =>
      passwordHashGate.run(() => new Promise<void>((resolve) => holds.push(resolve))),
    );
    const browser = createBrowser(server.url, { ip: addressOf(nextAddress++) });
    const busy = await (async () => {
      try {
        expect(passwordHashGate.stats()).toMatchObject({ running: PASSWORD_HASH_CONCURRENCY, waiting: PASSWORD_HASH_MAX_WAITING });
        return await browser.post("/api/auth/sign-in/email", wrongSignIn());
      } finally {
        // Released however the sign-in went (each held task starts when the one before it ends):
        // the next tests of this worker hash through the same gate.
        for (let released = 0; released < held.length; released++) {
          await waitFor(() => holds.length > released, "the next held task");
          holds[released]();
        }
        await Promise.all(held);
      }
    })();
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toMatchObject({
      code: "BUSY",
      title: "Busy right now",
      error: "Lots of people are signing in right now. Please try again in a few seconds.",
    });
    // The refused attempt was never checked: the address still has all of its wrong passwords.
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) expect((await browser.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
    expect((await browser.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(429);
  });

  it("still signs in the right password once the burst is over", async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const password = "the right password";
    await server.ctx.auth.api.signUpEmail({ body: { name: "", email, password, acceptTerms: true } as { name: string; email: string; password: string } });
    await server.ctx.database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.email, email));
    const response = await createBrowser(server.url, { ip: addressOf(nextAddress++) }).post("/api/auth/sign-in/email", { email, password });
    expect(response.status).toBe(200);
  });
});
