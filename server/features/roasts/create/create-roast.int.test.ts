import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { postAnsweredEarly } from "../test-support/post-answered-early";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { cmykJpeg, exifRotatedJpeg, hugePngHeader, smallPng } from "../test-support/fixtures";
import { UPLOAD_RATE_LIMIT } from "./upload-limits";
import { balance, call, createUser, startTestServer, type TestServer, type TestUser, upload } from "../test-support/roast-test-kit";

const roastsOf = (server: TestServer, userId: string) => server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.userId, userId));
/**
 * POSTs a body over a raw connection and reads the answer even when the server sends it (and
 * hangs up) before the body is through, as it does for an oversized upload; fetch would report
 * the reset instead of the answer.
 */

const json = async (response: Response) => (await response.json()) as { roast: RoastView; title?: string; error?: string };

describe("creating roasts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Nothing here needs a render: with the queue stopped, created roasts stay pending.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("accepts exactly one of 50 parallel uploads on a single credit", async () => {
    const user = await createUser(server);
    const png = await smallPng();
    const responses = await Promise.all(Array.from({ length: 50 }, () => upload(server, user, png)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The rest are refused for want of credit, or by the upload rate limit before that is known.
    expect(statuses.filter((s) => s === 402 || s === 429)).toHaveLength(49);
    expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(50 - UPLOAD_RATE_LIMIT.max);
    const refused = await json(responses.find((r) => r.status === 402)!);
    expect(refused).toMatchObject({ title: "No credits available", error: "Please purchase credits to generate roasts." });
    await Promise.all(responses.filter((r) => !r.bodyUsed).map((r) => r.body?.cancel()));
    const rows = await roastsOf(server, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isFreeRoast: true, creditKind: "free", tier: "free", status: "pending" });
    const spends = await server.ctx.database.db.select().from(tables.creditLedger).where(like(tables.creditLedger.dedupeKey, "roast:%"));
    expect(spends.filter((s) => s.userId === user.id)).toHaveLength(1);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });
  });

  it("makes one roast of a double submit with the same Idempotency-Key", async () => {
    const user = await createUser(server, { paid: 3 });
    const png = await smallPng("#00ff00");
    const key = "key-0123456789";
    const [a, b] = await Promise.all([upload(server, user, png, { idempotencyKey: key }), upload(server, user, png, { idempotencyKey: key })]);
    const c = await upload(server, user, png, { idempotencyKey: key });
    const ids = await Promise.all([a, b, c].map(async (r) => (await json(r)).roast.id));
    expect(new Set(ids).size).toBe(1);
    expect(await roastsOf(server, user.id)).toHaveLength(1);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 3 });
    const other = await upload(server, user, png, { idempotencyKey: "key-another-one" });
    expect((await json(other)).roast.id).not.toBe(ids[0]);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 2 });
  });

  it("accepts the spec's generate-roast call with a data URL", async () => {
    // A credit left after the first: a user without one is refused before the body is read.
    const user = await createUser(server, { paid: 1 });
    const dataUrl = `data:image/png;base64,${(await smallPng()).toString("base64")}`;
    const created = await call(server, user, "/api/generate-roast", { method: "POST", json: { imageBase64: dataUrl } });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ success: true, roast: { status: "pending", isFreeRoast: true } });
    const bad = await call(server, user, "/api/generate-roast", { method: "POST", json: { imageBase64: "data:text/plain,hello" } });
    expect(bad.status).toBe(415);
    await bad.body?.cancel();
  });

  it("refuses a user without credits before decoding the image", async () => {
    const user = await createUser(server);
    expect((await upload(server, user, await smallPng())).status).toBe(201);
    // A decompression bomb would answer 413 once decoded: 402 shows it never was.
    const response = await upload(server, user, hugePngHeader());
    expect(response.status).toBe(402);
    expect(await json(response)).toMatchObject({ title: "No credits available" });
  });

  it("limits how often one user uploads, with a clear 429 and Retry-After, spending nothing on the refused", async () => {
    const user = await createUser(server, { paid: UPLOAD_RATE_LIMIT.max + 5 });
    const other = await createUser(server);
    // Invalid files count too: each one is still an image to decode.
    const pdf = Buffer.from("%PDF-1.7\n");
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) {
      const response = await upload(server, user, i % 2 === 0 ? await smallPng(`#0000${(i + 16).toString(16)}`) : pdf);
      expect(response.status).toBe(i % 2 === 0 ? 201 : 415);
      await response.body?.cancel();
    }
    const before = await balance(server, user);
    const limited = await upload(server, user, await smallPng("#abcdef"));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowMs / 1000);
    expect(await json(limited)).toMatchObject({ title: "Too many uploads", code: "RATE_LIMITED" });
    const dataUrl = `data:image/png;base64,${(await smallPng()).toString("base64")}`;
    const viaDataUrl = await call(server, user, "/api/generate-roast", { method: "POST", json: { imageBase64: dataUrl } });
    expect(viaDataUrl.status).toBe(429);
    await viaDataUrl.body?.cancel();
    expect(await balance(server, user)).toEqual(before);
    // The limit is the user's own: someone else uploads as usual.
    expect((await upload(server, other, await smallPng())).status).toBe(201);
  });

  describe("hostile uploads", () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createUser(server, { paid: 2 });
      await call(server, user, "/api/me");
    });
    const startBalance = { freeRoastsRemaining: 1, paidCredits: 2 };

    it.each([
      ["a PDF named like an image", () => Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), 415],
      ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="http://x/y.png"/></svg>'), 415],
      ["a 20000x20000 PNG", () => hugePngHeader(), 413],
      ["an empty file", () => Buffer.alloc(0), 400],
      [
        "a PNG signature in front of anything else",
        () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<svg/>")]),
        415,
      ],
    ])("refuses %s and spends nothing", async (_name, bytes, status) => {
      const response = await upload(server, user, bytes(), { name: "profile.jpg", type: "image/jpeg" });
      expect(response.status).toBe(status);
      const body = await json(response);
      if (status === 415) expect(body).toMatchObject({ title: "Invalid file type", error: "Please upload a JPG or PNG image" });
      if (status === 413) expect(body.error).toMatch(/too large/);
      if (status === 400) expect(body).toMatchObject({ title: "Missing information", error: "Please upload an image" });
      expect(await balance(server, user)).toEqual(startBalance);
    });

    it("refuses a 30 MB file with 413 before reading it, and spends nothing", async () => {
      const boundary = "----roastreel-test";
      const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
      const body = Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30 * 1024 * 1024), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const answer = await postAnsweredEarly(
        `${server.url}/api/roasts`,
        {
          origin: new URL(server.url).origin,
          cookie: user.cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
        },
        body,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ title: "File too large", error: "Please upload an image under 10 MB" });
      expect(await balance(server, user)).toEqual(startBalance);
    });

    it("refuses a truncated JPEG, or roasts what it decodes, never more", async () => {
      const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .jpeg()
        .toBuffer();
      const response = await upload(server, user, whole.subarray(0, Math.floor(whole.length / 3)), { name: "cut.jpg", type: "image/jpeg" });
      expect([201, 415]).toContain(response.status);
      if (response.status === 415) {
        expect(await json(response)).toMatchObject({ title: "Invalid file type" });
        expect(await balance(server, user)).toEqual(startBalance);
      } else {
        const stored = await server.ctx.storage.get((await roastsOf(server, user.id))[0].sourceKey!);
        expect((await sharp(stored).metadata()).format).toBe("jpeg");
        await response.body?.cancel();
      }
    });

    it("refuses a truncated PNG as an invalid file and spends nothing", async () => {
      const fresh = await createUser(server, { paid: 2 });
      const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .png()
        .toBuffer();
      for (const cut of [0.9, 0.5, 0.05]) {
        const response = await upload(server, fresh, whole.subarray(0, Math.floor(whole.length * cut)));
        expect(response.status).toBe(415);
        expect(await json(response)).toMatchObject({ title: "Invalid file type" });
      }
      expect(await balance(server, fresh)).toEqual(startBalance);
    });

    it("refuses data URLs that lie about their bytes or carry none, and spends nothing", async () => {
      const fresh = await createUser(server, { paid: 2 });
      const cases: Array<[string, number]> = [
        [`data:image/png;base64,${Buffer.from("%PDF-1.7 not a picture").toString("base64")}`, 415],
        ["data:image/png;base64,", 415],
        ["data:image/png;base64,====", 400],
        [`data:image/png;base64,${(await smallPng()).toString("base64")}!`, 415],
      ];
      for (const [imageBase64, status] of cases) {
        const response = await call(server, fresh, "/api/generate-roast", { method: "POST", json: { imageBase64 } });
        expect([imageBase64.slice(0, 30), response.status]).toEqual([imageBase64.slice(0, 30), status]);
        await response.body?.cancel();
      }
      expect(await balance(server, fresh)).toEqual(startBalance);
    });

    it("roasts only the first frame of a long animation: one decoded frame, one still stored", async () => {
      const fresh = await createUser(server, { paid: 1 });
      const frame = (i: number) =>
        sharp({ create: { width: 400, height: 300, channels: 3, background: `#${(i * 4).toString(16).padStart(2, "0")}4080` } })
          .png()
          .toBuffer();
      const frames = await Promise.all(Array.from({ length: 60 }, (_, i) => frame(i)));
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBeGreaterThan(10);
      const response = await upload(server, fresh, gif, { name: "loop.gif", type: "image/gif" });
      expect(response.status).toBe(201);
      const [row] = await roastsOf(server, fresh.id);
      const stored = await sharp(await server.ctx.storage.get(row.sourceKey!)).metadata();
      expect(stored).toMatchObject({ format: "jpeg", width: 400, height: 300 });
      expect(stored.pages ?? 1).toBe(1);
    });

    it("converts a CMYK JPEG to sRGB and turns an EXIF-rotated photo upright", async () => {
      const fresh = await createUser(server, { paid: 2 });
      const cmyk = await upload(server, fresh, await cmykJpeg(), { name: "print.jpg", type: "image/jpeg" });
      const rotated = await upload(server, fresh, await exifRotatedJpeg(), { name: "phone.jpg", type: "image/jpeg" });
      const sources = await Promise.all(
        [cmyk, rotated].map(async (r) => {
          expect(r.status).toBe(201);
          const id = (await json(r)).roast.id;
          const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id));
          return sharp(await server.ctx.storage.get(row.sourceKey!)).metadata();
        }),
      );
      expect(sources[0]).toMatchObject({ format: "jpeg", space: "srgb", channels: 3, width: 120, height: 80 });
      expect(sources[1]).toMatchObject({ format: "jpeg", width: 200, height: 300 });
      expect(sources[1].orientation ?? 1).toBe(1);
    });
  });
});

describe("unlimited mode", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ UNLIMITED_MODE: "true" });
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("says so, and creates roasts without spending anything", async () => {
    expect(await (await call(server, null, "/api/check-unlimited-mode")).json()).toEqual({ unlimitedMode: true });
    const user = await createUser(server);
    for (const color of ["#111111", "#222222"]) expect((await upload(server, user, await smallPng(color))).status).toBe(201);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    const rows = await roastsOf(server, user.id);
    expect(rows.map((r) => [r.creditKind, r.isFreeRoast])).toEqual([
      ["none", false],
      ["none", false],
    ]);
    const ledger = await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
    expect(ledger.map((l) => l.reason)).toEqual(["welcome"]);
  });
});
