import { expect } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { type TestServer, sameOriginFetch, startTestServer } from "../../../../tests/support/test-server";
import { drawSample } from "../../gallery/showcase";
import { type TestUser, signInTestUser } from "../../auth/test-support/sign-in-test-user";
import { grantCredits } from "../../credits";

export type { TestServer, TestUser };

/** A signed-in, verified user; `paid` paid credits on top of the welcome free roast. */
export async function createUser(server: TestServer, options: { paid?: number; verified?: boolean } = {}): Promise<TestUser> {
  const user = await signInTestUser(server.ctx, { verified: options.verified });
  if (options.paid) {
    await grantCredits(server.ctx.database.db, { userId: user.id, kind: "paid", amount: options.paid, reason: "purchase", dedupeKey: `test:${user.id}` });
  }
  return user;
}

/** fetch against the test server as this user, from the app's own page (same Origin). */
export function call(server: TestServer, user: TestUser | null, path: string, init: RequestInit & { json?: unknown } = {}) {
  return sameOriginFetch(server, path, { ...init, cookie: user?.cookie });
}

/** POST /api/roasts with the bytes as the `image` field, named and typed as given. */
export function upload(server: TestServer, user: TestUser, bytes: Buffer, options: { name?: string; type?: string; idempotencyKey?: string } = {}) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/png" }), options.name ?? "profile.png");
  const headers: Record<string, string> = options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {};
  return call(server, user, "/api/roasts", { method: "POST", body: form, headers });
}

export const sampleImage = (id = "instagram-sunset-chaser") => drawSample(id);

export async function getRoast(server: TestServer, user: TestUser, id: string): Promise<RoastView> {
  const response = await call(server, user, `/api/roasts/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { roast: RoastView }).roast;
}

/** Polls the roast until `done` holds, collecting every stage it was seen in. */
export async function waitForRoast(server: TestServer, user: TestUser, id: string, done: (r: RoastView) => boolean, timeoutMs = 240_000) {
  const stages = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  let last = "never read";
  for (;;) {
    // A poll can meet a kept-alive socket the busy server just closed; the next poll retries.
    const roast = await getRoast(server, user, id).catch((error: unknown) => {
      if (error instanceof TypeError && error.message === "fetch failed") return null;
      throw error;
    });
    if (roast) {
      if (roast.processingStage) stages.add(roast.processingStage);
      if (done(roast)) return { roast, stages };
      last = `${roast.status}/${roast.processingStage}/${roast.portraitStatus}`;
    }
    if (Date.now() > deadline) throw new Error(`roast ${id} still ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function balance(server: TestServer, user: TestUser) {
  const response = await call(server, user, "/api/me");
  return ((await response.json()) as { credits: { freeRoastsRemaining: number; paidCredits: number } }).credits;
}

export { startTestServer };
