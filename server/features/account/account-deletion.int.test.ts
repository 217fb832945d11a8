import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountDeletionView } from "../../../common/account";
import { type TestServer, sameOriginFetch, startTestServer } from "../../../tests/support/test-server";
import { queryRows, tables } from "../../lib/db";
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_MAX_WAITING, passwordHashGate } from "../auth/password-hashing";
import { postWebhook } from "../billing/test-support/billing-test-kit";
import { STRIPE_TEST_SECRET, type StripeObject, type StripeStandIn, startStripeStandIn } from "../billing/test-support/stripe-stand-in";
import { toShareSlug } from "../shared/share-slug";
import { insertCompletedRoast } from "../roasts/test-support/fixtures";
import { sampleImage, upload, waitForRoast } from "../roasts/test-support/roast-test-kit";
import { type AccountUser, countRowsNaming, createAccountUser, waitForMailLink } from "./test-support/account-test-kit";

const roastFiles = (id: string) => [`roasts/${id}/source.jpg`, `roasts/${id}/landscape.mp4`, `roasts/${id}/poster.jpg`];

async function expectNothingNames(server: TestServer, user: AccountUser) {
  const counts = await countRowsNaming(server, user.id);
  expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
  const [left] = await queryRows<{ verification: number; rate_limit: number }>(
    server.ctx.database.db,
    sql`SELECT (SELECT count(*)::int FROM verification WHERE position(${user.id} in value) > 0 OR position(${`"${user.email}"`} in value) > 0 OR position(${user.id} in identifier) > 0) AS verification,
               (SELECT count(*)::int FROM rate_limit WHERE position(${user.id} in key) > 0) AS rate_limit`,
  );
  expect(left).toEqual({ verification: 0, rate_limit: 0 });
}

describe("deleting my account, with Stripe and S3", () => {
  let stripe: StripeStandIn;
  let s3: S3rver;
  let s3Dir: string;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    s3Dir = await mkdtemp(path.join(tmpdir(), "rr-s3rver-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: "media" }] });
    const { port } = await s3.run();
    server = await startTestServer({
      STRIPE_SECRET_KEY: "sk_test_roastreel",
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET,
      STRIPE_API_BASE: stripe.url,
      S3_BUCKET: "media",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    await stripe.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const deliver = (event: Record<string, unknown>) => {
    const { payload, header } = stripe.sign(event);
    return postWebhook(server, "stripe", payload, { "stripe-signature": header });
  };

  async function subscribe(user: AccountUser, tierId: string) {
    const res = await user.call("/api/billing/checkout", { json: { tierId, isSubscription: true } });
    const sessionId = ((await res.json()) as { url: string }).url.split("/").pop() as string;
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await deliver(stripe.event("invoice.paid", invoice as Record<string, unknown>))).status).toBe(200);
    return { subscription: subscription as StripeObject, invoice: invoice as StripeObject };
  }

  it("refuses a wrong password, a missing one and a foreign page, and deletes nothing", async () => {
    const user = await createAccountUser(server);
    const roast = await insertCompletedRoast(server.ctx, user.id);
    expect(((await (await user.call("/api/account/deletion")).json()) as AccountDeletionView).confirmWith).toBe("password");
    const wrong = await user.call("/api/account/deletion", { json: { password: "not-my-password" } });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/password is not right/);
    // A refused deletion leaves the browser's data alone.
    expect(wrong.headers.get("clear-site-data")).toBeNull();
    expect((await user.call("/api/account/deletion", { json: {} })).status).toBe(403);
    expect((await user.call("/api/account/deletion", { json: { password: 42 } })).status).toBe(400);
    const foreign = await fetch(`${server.url}/api/account/deletion`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ password: user.password }),
    });
    expect(foreign.status).toBe(403);
    expect((await sameOriginFetch(server, "/api/account/deletion", { json: { password: user.password } })).status).toBe(401);
    expect((await user.call("/api/me")).status).toBe(200);
    for (const key of roastFiles(roast.id)) expect(await server.ctx.storage.exists(key)).toBe(true);
    // Five tries per 15 minutes: the form is no way to guess a password.
    for (let i = 0; i < 3; i++) expect((await user.call("/api/account/deletion", { json: { password: `guess-${i}` } })).status).toBe(403);
    expect((await user.call("/api/account/deletion", { json: { password: user.password } })).status).toBe(429);
    expect((await user.call("/api/me")).status).toBe(200);
  });

  it("answers 'busy' and deletes nothing while a burst of sign-ins fills the password check's queue", async () => {
    const user = await createAccountUser(server);
    const holds: Array<() => void> = [];
    const held = Array.from({ length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_MAX_WAITING }, () =>
      passwordHashGate.run(() => new Promise<void>((resolve) => holds.push(resolve))),
    );
    let res: Response;
    try {
      res = await user.call("/api/account/deletion", { json: { password: user.password } });
    } finally {
      // Each held task starts when the one before it ends: release them in turn.
      for (let released = 0; released < held.length; released++) {
        await vi.waitFor(() => expect(holds.length).toBeGreaterThan(released));
        holds[released]();
      }
      await Promise.all(held);
    }
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ title: "Busy right now" });
    expect(await countRowsNaming(server, user.id)).toMatchObject({ "user.id": 1 });
    expect((await user.call("/api/account/deletion", { json: { password: user.password } })).status).toBe(200);
  });

  it("cancels the Stripe subscription, removes the media from S3, keeps only the payments without the user, and lets the email sign up again", async () => {
    const user = await createAccountUser(server);
    const other = await createAccountUser(server);
    const { subscription } = await subscribe(user, "essentials");
    const roasts = [await insertCompletedRoast(server.ctx, user.id, { isPublic: true }), await insertCompletedRoast(server.ctx, user.id)];
    const othersRoast = await insertCompletedRoast(server.ctx, other.id, { isPublic: true });
    await server.ctx.database.db
      .insert(tables.roastReports)
      .values({ roastId: othersRoast.id, reporterKey: "k-user", reporterUserId: user.id, reason: "harassment" });
    // A copy of the data waiting in storage goes too.
    expect((await user.call("/api/account/export", { method: "POST", json: {} })).status).toBe(202);
    await waitForMailLink(server, user.email, /ready to download/);
    const payments = await server.ctx.database.db.select().from(tables.userPayments).where(eq(tables.userPayments.userId, user.id));
    expect(payments).toHaveLength(1);
    const shareApi = `${server.url}/api/share/${toShareSlug(roasts[0].id)}`;
    expect((await fetch(shareApi)).status).toBe(200);

    const res = await user.call("/api/account/deletion", { json: { password: user.password } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(res.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);
    // The browser drops what it kept of the account: cached private videos, cookies, Cache Storage.
    expect(res.headers.get("clear-site-data")).toBe('"cache", "cookies", "storage"');

    // Stripe was told first: the subscription ends with its period and is never billed again.
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    // Media gone from the bucket, the other user's still there.
    for (const roast of roasts) for (const key of roastFiles(roast.id)) expect(await server.ctx.storage.exists(key)).toBe(false);
    for (const key of roastFiles(othersRoast.id)) expect(await server.ctx.storage.exists(key)).toBe(true);
    const bucketFiles = await readdir(path.join(s3Dir, "media"), { recursive: true });
    expect(bucketFiles.filter((name) => roasts.some((r) => name.includes(r.id)) || name.includes(user.id))).toEqual([]);

    // No row names the user; their payments stay, anonymous; their report stays, anonymous.
    await expectNothingNames(server, user);
    const kept = await server.ctx.database.db.select().from(tables.userPayments).where(eq(tables.userPayments.id, payments[0].id));
    expect(kept).toMatchObject([{ userId: null, providerRef: payments[0].providerRef, amount: payments[0].amount }]);
    const reports = await server.ctx.database.db.select().from(tables.roastReports).where(eq(tables.roastReports.roastId, othersRoast.id));
    expect(reports).toMatchObject([{ reporterUserId: null, reason: "harassment" }]);
    expect(await server.ctx.database.db.select().from(tables.welcomeRoastMailboxes).where(isNull(tables.welcomeRoastMailboxes.userId))).not.toHaveLength(0);
    // The session went with the account; the share page with the roast.
    expect((await user.call("/api/me")).status).toBe(401);
    expect((await fetch(shareApi)).status).toBe(404);
    expect((await other.call("/api/me")).status).toBe(200);

    // Stripe's later word on the subscription of a deleted account is taken, and writes nothing about them.
    subscription.status = "canceled";
    expect((await deliver(stripe.event("customer.subscription.deleted", subscription))).status).toBe(200);
    await expectNothingNames(server, user);

    // The address may make a new account; its mailbox already had its free roast.
    const again = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: "a-new-password-123", acceptTerms: true }),
    });
    expect(again.status).toBe(200);
    const [fresh] = await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, user.email));
    expect(fresh.id).not.toBe(user.id);
  });
});

describe("deleting my account, with files on disk and no password", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("mails a confirmation link, refuses a forged or another account's token, and deletes the files on disk", async () => {
    const user = await createAccountUser(server);
    const other = await createAccountUser(server);
    // An account made with Google or a sign-in link has no password.
    await server.ctx.database.db.delete(tables.account).where(eq(tables.account.userId, user.id));
    await server.ctx.database.db.delete(tables.account).where(eq(tables.account.userId, other.id));
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const filesDir = path.join(server.dataDir, "files", "roasts", roast.id);
    expect(await readdir(filesDir)).toHaveLength(3);
    expect(((await (await user.call("/api/account/deletion")).json()) as AccountDeletionView).confirmWith).toBe("email");
    expect((await user.call("/api/account/deletion", { json: { password: "anything" } })).status).toBe(403);

    expect((await user.call("/api/account/deletion/link", { method: "POST", json: {} })).status).toBe(200);
    const link = new URL(await waitForMailLink(server, user.email, /Confirm deleting/));
    expect(link.pathname).toBe("/account");
    const token = link.searchParams.get("delete")!;
    expect((await other.call("/api/account/deletion/link", { method: "POST", json: {} })).status).toBe(200);
    const othersToken = new URL(await waitForMailLink(server, other.email, /Confirm deleting/)).searchParams.get("delete")!;

    expect((await user.call("/api/account/deletion", { json: { token: othersToken } })).status).toBe(403);
    const [exp, sig] = token.split(".");
    expect((await user.call("/api/account/deletion", { json: { token: `${Number(exp) + 3600}.${sig}` } })).status).toBe(403);
    expect((await user.call("/api/account/deletion", { json: { token: `${exp}.${sig.slice(1)}x` } })).status).toBe(403);
    expect((await user.call("/api/me")).status).toBe(200);

    // Someone else's sign-in link, to an address that contains this one, must outlive the deletion.
    const longer = `x${user.email}`;
    expect((await sameOriginFetch(server, "/api/auth/sign-in/magic-link", { json: { email: longer } })).status).toBe(200);
    const pendingFor = async (email: string) =>
      (await queryRows<{ n: number }>(server.ctx.database.db, sql`SELECT count(*)::int AS n FROM verification WHERE position(${`"${email}"`} in value) > 0`))[0]
        .n;
    expect(await pendingFor(longer)).toBe(1);
    // …while the account's own link still in the mail goes with it.
    expect((await sameOriginFetch(server, "/api/auth/sign-in/magic-link", { json: { email: user.email } })).status).toBe(200);
    expect(await pendingFor(user.email)).toBe(1);

    const deleted = await user.call("/api/account/deletion", { json: { token } });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("clear-site-data")).toBe('"cache", "cookies", "storage"');
    await expectNothingNames(server, user);
    expect(await pendingFor(longer)).toBe(1);
    await expect(readdir(filesDir)).rejects.toThrow(/ENOENT/);
    expect((await other.call("/api/me")).status).toBe(200);
  });

  it("lets a roast being rendered finish without writing anything for the deleted account", async () => {
    const user = await createAccountUser(server);
    const created = await upload(server, user, await sampleImage());
    expect(created.status).toBe(201);
    const { roast } = (await created.json()) as { roast: { id: string } };
    // Deleted while the worker renders it.
    await waitForRoast(server, user, roast.id, (r) => r.status === "processing");
    expect((await user.call("/api/account/deletion", { json: { password: user.password } })).status).toBe(200);
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [job] = await queryRows<{ state: string }>(
        server.ctx.database.db,
        sql`SELECT state FROM pgboss.job WHERE name = 'render-roast' AND data->>'roastId' = ${roast.id} ORDER BY created_on DESC LIMIT 1`,
      );
      if (job && ["completed", "failed", "cancelled"].includes(job.state)) {
        expect(job.state).toBe("completed");
        break;
      }
      if (Date.now() > deadline) throw new Error(`render still ${job?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expectNothingNames(server, user);
    await expect(readdir(path.join(server.dataDir, "files", "roasts", roast.id))).rejects.toThrow(/ENOENT/);
    expect(await server.ctx.storage.exists(`roasts/${roast.id}/landscape.mp4`)).toBe(false);
  });
});
