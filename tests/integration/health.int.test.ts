import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import type { ImageModerator } from "../../server/roast-engine/stages/moderate";
import { createMediaTools } from "../../server/roast-engine/infrastructure/tools/media-tools";
import { startServer } from "../../server/start";
import { startTestServer, type TestServer } from "../support/test-server";

describe("the running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("reports health", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    // Tests load the moderation model with their first upload, not at start-up.
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok", queue: "ok", ffmpeg: "ok", ffprobe: "ok", moderation: "standby" });
  });

  it("sets security headers and a request id", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lists the plans, cheapest first", async () => {
    const res = await fetch(`${server.url}/api/tiers`);
    const { tiers } = (await res.json()) as { tiers: Array<{ id: string; price: number }> };
    expect(tiers.map((t) => t.id)).toEqual(["oneoff", "starter", "essentials", "creator"]);
    expect(typeof tiers[0].price).toBe("number");
  });
});

describe("the video tools", () => {
  let dir: string;
  let server: TestServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "roastreel-tools-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("keep a server with FFMPEG_PATH pointing nowhere from starting, with a readable reason", async () => {
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: path.join(dir, "data"), FFMPEG_PATH: "/nowhere/ffmpeg" });
    await expect(startServer({ env, role: "worker" })).rejects.toThrow(/Video tools are not usable:\n {2}- FFMPEG_PATH: \/nowhere\/ffmpeg cannot be run/);
  });

  it("make the health check answer 503, naming the one that is down, while it is gone", async () => {
    const ffmpegPath = path.join(dir, "ffmpeg");
    await symlink(createMediaTools().ffmpegPath, ffmpegPath);
    server = await startTestServer({ FFMPEG_PATH: ffmpegPath });
    await rm(ffmpegPath);
    const down = await fetch(`${server.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "degraded", db: "ok", queue: "ok", ffmpeg: "down", ffprobe: "ok", moderation: "standby" });
    await symlink(createMediaTools().ffmpegPath, ffmpegPath);
    const back = await fetch(`${server.url}/api/health`);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: "ok", ffmpeg: "ok" });
  });
});

describe("the upload moderation model", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("makes the health check answer 503 while it cannot load (every upload is refused meanwhile)", async () => {
    const missing = () => Promise.reject(new Error("the moderation model did not load: ENOENT model.min.js"));
    const moderator: ImageModerator = {
      get ready() {
        return missing();
      },
      moderate: missing,
    };
    server = await startTestServer({}, { moderation: moderator });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "degraded", db: "ok", queue: "ok", ffmpeg: "ok", ffprobe: "ok", moderation: "down" });
  });

  it("reports it ok once loaded", async () => {
    server = await startTestServer({}, { moderation: { ready: Promise.resolve(), moderate: async () => ({ decision: "allow" }) } });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", moderation: "ok" });
  });

  it("reports it off, and healthy, with MODERATION=off", async () => {
    server = await startTestServer({ MODERATION: "off" });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", moderation: "off" });
  });
});
