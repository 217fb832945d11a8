import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { smallPng } from "../test-support/fixtures";
import { type Answer, type HeldUpload, holdUpload, multipartHead, sendWhole, trickleHeaders } from "../test-support/held-upload";
import { balance, call, createUser, startTestServer, type TestServer, type TestUser } from "../test-support/roast-test-kit";
import { UPLOAD_IN_FLIGHT } from "./upload-limits";

const MB = 1024 * 1024;
const BOUNDARY = "----held-upload";
const TIMED_OUT = "timed out" as const;

/** The promise's value, or TIMED_OUT when it has not settled within `ms` (a server that never answers). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms).unref())]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = (answer: Answer | null | typeof TIMED_OUT) => (answer && answer !== TIMED_OUT ? answer.status : undefined);
const bodyOf = (answer: Answer | null | typeof TIMED_OUT) => (answer && answer !== TIMED_OUT ? JSON.parse(answer.body) : undefined);

// Live memory is what stays after a full collection; the flag lets the test ask for one.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Every route that takes an upload, with the largest body it accepts announced. */
const UPLOAD_ROUTES = [
  { path: "/api/roasts", declaredBytes: MAX_UPLOAD_BYTES, contentType: `multipart/form-data; boundary=${BOUNDARY}`, head: multipartHead(BOUNDARY) },
  { path: "/api/roasts/battle", declaredBytes: 2 * MAX_UPLOAD_BYTES, contentType: `multipart/form-data; boundary=${BOUNDARY}`, head: multipartHead(BOUNDARY) },
  {
    path: "/api/generate-roast",
    declaredBytes: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3),
    contentType: "application/json",
    head: Buffer.from('{"imageBase64":"data:image/png;base64,'),
    fillByte: 0x41,
  },
] as const;
const [SINGLE, BATTLE] = UPLOAD_ROUTES;

function holdAs(server: TestServer, user: TestUser, route: (typeof UPLOAD_ROUTES)[number], fill: number, ip?: string): HeldUpload {
  const headers: Record<string, string> = { origin: new URL(server.url).origin, cookie: user.cookie, "content-type": route.contentType };
  if (ip) headers["x-forwarded-for"] = ip;
  return holdUpload(`${server.url}${route.path}`, headers, {
    declaredBytes: route.declaredBytes,
    head: route.head,
    fill,
    fillByte: "fillByte" in route ? route.fillByte : 0,
  });
}

/** A whole small upload, sent at once, from `ip` (the servers here trust one proxy). */
async function uploadFrom(server: TestServer, user: TestUser, ip: string) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "profile.png");
  return call(server, user, "/api/roasts", { method: "POST", body: form, headers: { "x-forwarded-for": ip } });
}

/** A user whose welcome roast is spent: no credit at all. */
async function brokeUser(server: TestServer): Promise<TestUser> {
  const user = await createUser(server);
  const first = await uploadFrom(server, user, "198.51.100.1");
  expect(first.status).toBe(201);
  await first.body?.cancel();
  expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });
  return user;
}

/**
 * Waits until the server has let `count` of the user's uploads through its checks: each counts
 * once against the upload rate limit as it is admitted, and is then waiting for its body.
 */
async function waitUntilAdmitted(server: TestServer, user: TestUser, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await server.ctx.database.db
      .select({ count: tables.rateLimit.count })
      .from(tables.rateLimit)
      .where(eq(tables.rateLimit.key, `upload:${user.id}`));
    if ((row?.count ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`${row?.count ?? 0} of ${count} uploads admitted`);
    await sleep(50);
  }
}

/** Hangs up every held upload and waits for the connections to close, so their places are given back. */
async function letGo(held: HeldUpload[]) {
  for (const upload of held) upload.destroy();
  await Promise.all(held.map((upload) => within(upload.closed, 5_000)));
  await sleep(100);
}

describe("uploads held open", () => {
  let server: TestServer;
  beforeAll(async () => {
    // One trusted proxy: each test sends from addresses of its own, so the per-address count is its own.
    server = await startTestServer({ TRUST_PROXY: "1" });
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("answers a user without credit 402 before the body, on every upload route, and hangs up", async () => {
    const user = await brokeUser(server);
    for (const route of UPLOAD_ROUTES) {
      // The announced body never comes: only its first bytes are sent.
      const held = holdAs(server, user, route, 0, "198.51.100.2");
      try {
        const answer = await within(held.answer, 15_000);
        expect([route.path, statusOf(answer)]).toEqual([route.path, 402]);
        expect(bodyOf(answer)).toMatchObject({ title: "No credits available", error: "Please purchase credits to generate roasts." });
        expect(await within(held.closed, 5_000)).not.toBe(TIMED_OUT);
        expect(held.bytesSent()).toBeLessThan(1024);
      } finally {
        held.destroy();
      }
    }
  });

  it("keeps no memory for many held battles without credit that send all but the end of their bodies", async () => {
    const user = await brokeUser(server);
    const HELD = 24;
    const SENT = 16 * MB;
    collectGarbage();
    const before = process.memoryUsage();
    const held = Array.from({ length: HELD }, () => holdAs(server, user, BATTLE, SENT, "198.51.100.3"));
    try {
      // Each is answered, or (by a server that reads what it is sent) has had its 16 MB taken.
      await Promise.all(held.map((upload) => within(Promise.race([upload.answer, upload.filled]), 60_000)));
      collectGarbage();
      const during = process.memoryUsage();
      const answers = await Promise.all(held.map((upload) => within(upload.answer, 1_000)));
      expect(answers.map(statusOf)).toEqual(Array(HELD).fill(402));
      // 24 bodies of 16 MB kept would be 384 MB; the client's own write buffers are a few.
      expect((during.arrayBuffers - before.arrayBuffers) / MB).toBeLessThan(32);
      expect((during.rss - before.rss) / MB).toBeLessThan(160);
    } finally {
      await letGo(held);
    }
  });

  it(`refuses a user's upload past ${UPLOAD_IN_FLIGHT.perUser} still arriving with 429, and takes one again once one ends`, async () => {
    const ip = "198.51.100.4";
    const user = await createUser(server, { paid: 5 });
    const held = Array.from({ length: UPLOAD_IN_FLIGHT.perUser }, () => holdAs(server, user, SINGLE, 64 * 1024, ip));
    try {
      await waitUntilAdmitted(server, user, UPLOAD_IN_FLIGHT.perUser);
      const extra = holdAs(server, user, SINGLE, 0, ip);
      held.push(extra);
      const refused = await within(extra.answer, 15_000);
      expect(statusOf(refused)).toBe(429);
      expect(Number((refused as Answer).headers["retry-after"])).toBeGreaterThan(0);
      expect(bodyOf(refused)).toMatchObject({
        code: "RATE_LIMITED",
        title: "Too many uploads",
        error: "You already have uploads on their way. Please wait for them to finish, then try again.",
      });
      // The held ones are still waiting for their bodies, not refused.
      for (const upload of held.slice(0, UPLOAD_IN_FLIGHT.perUser)) expect(await within(upload.answer, 100)).toBe(TIMED_OUT);
      expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 5 });

      // One hangs up: its place is given back, and the next upload is let through to wait for its body.
      await letGo(held.slice(0, 1));
      const again = holdAs(server, user, SINGLE, 64 * 1024, ip);
      held.push(again);
      await waitUntilAdmitted(server, user, UPLOAD_IN_FLIGHT.perUser + 2);
      expect(await within(again.answer, 500)).toBe(TIMED_OUT);
      // A small upload sent whole holds nothing open: the count never refuses it.
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(await smallPng("#224466"))], { type: "image/png" }), "profile.png");
      const encoded = new Request(server.url, { method: "POST", body: form });
      const whole = await sendWhole(
        `${server.url}/api/roasts`,
        { origin: new URL(server.url).origin, cookie: user.cookie, "x-forwarded-for": ip, "content-type": encoded.headers.get("content-type") ?? "" },
        Buffer.from(await encoded.arrayBuffer()),
      );
      expect(whole.status).toBe(201);
    } finally {
      await letGo(held);
    }
  });

  it(`refuses uploads from one address past ${UPLOAD_IN_FLIGHT.perIp} still arriving, whoever sends them`, async () => {
    const ip = "198.51.100.5";
    const held: HeldUpload[] = [];
    try {
      // Several accounts behind the address, each under its own count, together at the address's.
      for (let left = UPLOAD_IN_FLIGHT.perIp; left > 0; left -= UPLOAD_IN_FLIGHT.perUser) {
        const user = await createUser(server);
        const count = Math.min(left, UPLOAD_IN_FLIGHT.perUser);
        for (let i = 0; i < count; i++) held.push(holdAs(server, user, SINGLE, 64 * 1024, ip));
        await waitUntilAdmitted(server, user, count);
      }
      const newcomer = await createUser(server);
      const extra = holdAs(server, newcomer, SINGLE, 0, ip);
      held.push(extra);
      const refused = await within(extra.answer, 15_000);
      expect(statusOf(refused)).toBe(429);
      expect(bodyOf(refused)).toMatchObject({
        code: "RATE_LIMITED",
        title: "Too many uploads",
        error: "Many uploads are on their way from your network right now. Please try again in a moment.",
      });
      for (const upload of held.slice(0, UPLOAD_IN_FLIGHT.perIp)) expect(await within(upload.answer, 100)).toBe(TIMED_OUT);
      // Another address is not held up by this one.
      const elsewhere = holdAs(server, newcomer, SINGLE, 64 * 1024, "198.51.100.6");
      held.push(elsewhere);
      await waitUntilAdmitted(server, newcomer, 2);
      expect(await within(elsewhere.answer, 500)).toBe(TIMED_OUT);
    } finally {
      await letGo(held);
    }
  });
});

describe("slow requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Short limits, so the test sees them act: a body may send nothing for 1 s, a request take 4 s.
    server = await startTestServer({ UPLOAD_IDLE_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "4000" });
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("gives up an upload whose bytes trickle slower than the idle timeout with 408, hangs up, and gives its place back", async () => {
    const user = await createUser(server, { paid: 1 });
    const held = holdAs(server, user, SINGLE, 1024);
    // A byte every 2.5 s: the connection is never silent for long, but the body never arrives.
    const trickle = setInterval(() => held.write(Buffer.from([0])), 2_500);
    try {
      const answer = await within(held.answer, 15_000);
      expect(statusOf(answer)).toBe(408);
      expect(bodyOf(answer)).toMatchObject({ code: "REQUEST_TIMEOUT", title: "Upload interrupted" });
      expect(await within(held.closed, 5_000)).not.toBe(TIMED_OUT);
      expect(held.bytesSent()).toBeLessThan(SINGLE.head.length + 1024 + 3);
    } finally {
      clearInterval(trickle);
      held.destroy();
    }
    // Its place is free again: as many uploads as a user may have arriving are let through.
    const next = Array.from({ length: UPLOAD_IN_FLIGHT.perUser }, () => holdAs(server, user, SINGLE, 1024));
    try {
      await waitUntilAdmitted(server, user, 1 + UPLOAD_IN_FLIGHT.perUser);
      // Answered only when their own bodies stall (408), never refused for the one given up.
      for (const upload of next) expect(statusOf(await within(upload.answer, 15_000))).toBe(408);
    } finally {
      await letGo(next);
    }
  });

  it("cuts a body that trickles just fast enough to beat the idle timeout at the request timeout", async () => {
    const user = await createUser(server, { paid: 1 });
    const held = holdAs(server, user, SINGLE, 1024);
    const trickle = setInterval(() => held.write(Buffer.from([0])), 300);
    try {
      expect(await within(held.closed, 15_000)).not.toBe(TIMED_OUT);
      // 4 s of a byte every 300 ms, and Node's check every second: far fewer than 15 s would send.
      expect(held.bytesSent() - SINGLE.head.length - 1024).toBeLessThan(25);
    } finally {
      clearInterval(trickle);
      held.destroy();
    }
  });

  it("cuts a request whose headers never end at the headers timeout", async () => {
    const result = await trickleHeaders(server.url, 500, 15_000);
    expect(result.closed).toBe(true);
    expect(result.lines).toBeLessThan(20);
  });
});
