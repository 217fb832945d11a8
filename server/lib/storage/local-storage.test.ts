import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./storage";
import { itBehavesLikeStorage } from "./storage-contract";

describe("local-directory storage", () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "rr-local-storage-"));
    storage = createLocalStorage({ rootDir: root, publicUrl: "https://rr.example", secret: "k".repeat(40) });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  itBehavesLikeStorage(() => storage);

  it("keeps files under the root and leaves no temp files behind", async () => {
    await storage.put("roasts/r1/v.mp4", Buffer.from("video"), "video/mp4");
    expect(await readdir(path.join(root, "roasts", "r1"))).toEqual(["v.mp4"]);
  });

  it("signs URLs on the public base with an expiry and an optional download name", async () => {
    const before = Math.floor(Date.now() / 1000);
    const url = new URL(await storage.signedUrl("roasts/r1/v.mp4", { expiresInSec: 600, downloadName: "roast.mp4" }));
    expect(url.origin + url.pathname).toBe("https://rr.example/media/roasts/r1/v.mp4");
    const exp = Number(url.searchParams.get("exp"));
    expect(exp).toBeGreaterThanOrEqual(before + 600);
    expect(exp).toBeLessThanOrEqual(before + 601);
    expect(url.searchParams.get("sig")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("dl")).toBe("roast.mp4");
    const plain = new URL(await storage.signedUrl("roasts/r1/v.mp4"));
    expect(plain.searchParams.has("dl")).toBe(false);
    expect(Number(plain.searchParams.get("exp"))).toBeGreaterThanOrEqual(before + 3600);
  });
});
