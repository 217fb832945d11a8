import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "../../lib/errors";
import { createLocalStorage, type Storage } from "../../lib/storage";
import { mediaRoutes } from "./media.routes";

const secret = "m".repeat(40);
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe("GET /media/<key>", () => {
  let root: string;
  let storage: Storage;
  let app: Hono;
  /** Files whose roast was taken down, as the app's check would say. */
  const withdrawn = new Set<string>();
  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "rr-media-"));
    storage = createLocalStorage({ rootDir: root, publicUrl: "http://localhost", secret });
    await storage.put("roasts/r1/landscape.mp4", bytes, "video/mp4");
    // The errors-to-HTTP mapping of app.ts, reduced to what this route throws.
    app = new Hono().route("/media", mediaRoutes(root, secret, { isWithdrawn: async (key) => withdrawn.has(key) }));
    app.onError((error, c) => (isAppError(error) ? c.json({ code: error.code }, error.status as 403) : c.text("boom", 500)));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("serves the whole file with its content type", async () => {
    const response = await get(await storage.signedUrl("roasts/r1/landscape.mp4"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-length")).toBe("1000");
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("serves a byte range with 206 and Content-Range", async () => {
    const response = await get(await storage.signedUrl("roasts/r1/landscape.mp4"), { Range: "bytes=900-" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 900-999/1000");
    expect(response.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(900))).toBe(true);
  });

  it("answers 416 with the size for a range past the end", async () => {
    const response = await get(await storage.signedUrl("roasts/r1/landscape.mp4"), { Range: "bytes=1000-1100" });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */1000");
  });

  it("answers as an attachment when the link carries a download name", async () => {
    const url = await storage.signedUrl("roasts/r1/landscape.mp4", { downloadName: "roast-landscape.mp4" });
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="roast-landscape.mp4"; filename*=UTF-8''roast-landscape.mp4`);
    await response.arrayBuffer();
  });

  it("answers HEAD with the headers only", async () => {
    const response = await app.request(await storage.signedUrl("roasts/r1/landscape.mp4"), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("1000");
    expect(await response.text()).toBe("");
  });

  it("answers 403 for a missing, tampered or expired signature", async () => {
    const url = new URL(await storage.signedUrl("roasts/r1/landscape.mp4", { downloadName: "a.mp4" }));
    expect((await get(`/media/roasts/r1/landscape.mp4`)).status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set("dl", "b.mp4");
    expect((await get(tampered.toString())).status).toBe(403);
    const expired = await storage.signedUrl("roasts/r1/landscape.mp4", { expiresInSec: -5 });
    const response = await get(expired);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "FORBIDDEN" });
  });

  it("answers 403 for a key that tries to leave the folder, 404 for a missing file", async () => {
    expect((await get("/media/..%2F..%2Fetc%2Fpasswd?exp=99999999999&sig=x")).status).toBe(403);
    await storage.put("roasts/r2/gone.mp4", Buffer.from("x"), "video/mp4");
    const url = await storage.signedUrl("roasts/r2/gone.mp4");
    await storage.delete("roasts/r2/gone.mp4");
    expect((await get(url)).status).toBe(404);
  });

  it("answers 404 for a withdrawn file whatever its link, a link signed before included, and 403 for a bad signature first", async () => {
    await storage.put("roasts/r3/landscape.mp4", bytes, "video/mp4");
    const url = await storage.signedUrl("roasts/r3/landscape.mp4");
    expect((await get(url)).status).toBe(200);
    withdrawn.add("roasts/r3/landscape.mp4");
    for (const headers of [{}, { Range: "bytes=0-9" }] as Record<string, string>[]) {
      const response = await get(url, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND" });
    }
    expect((await get("/media/roasts/r3/landscape.mp4?exp=99999999999&sig=x")).status).toBe(403);
    // Other files are served as before.
    expect((await get(await storage.signedUrl("roasts/r1/landscape.mp4"), { Range: "bytes=0-9" })).status).toBe(206);
  });
});
