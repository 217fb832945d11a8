import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Storage } from "./storage";

/**
 * The behaviour every Storage adapter must share, run by each adapter's own test file
 * against a real backend.
 */
export function itBehavesLikeStorage(getStorage: () => Storage) {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "rr-storage-contract-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("stores buffers and streams and reads them back", async () => {
    const storage = getStorage();
    await storage.put("contract/a/buffer.txt", Buffer.from("hello buffer"), "text/plain");
    await storage.put("contract/a/stream.txt", Readable.from([Buffer.from("hello "), Buffer.from("stream")]), "text/plain");
    expect((await storage.get("contract/a/buffer.txt")).toString()).toBe("hello buffer");
    expect((await storage.get("contract/a/stream.txt")).toString()).toBe("hello stream");
  });

  it("uploads from a file and downloads into a new folder", async () => {
    const storage = getStorage();
    const source = path.join(work, "source.bin");
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await writeFile(source, bytes);
    await storage.putFile("contract/b/file.bin", source, "application/octet-stream");
    const target = path.join(work, "nested", "dir", "copy.bin");
    await storage.getToFile("contract/b/file.bin", target);
    expect((await readFile(target)).equals(bytes)).toBe(true);
  });

  it("overwrites, reports existence and deletes", async () => {
    const storage = getStorage();
    await storage.put("contract/c/x.txt", Buffer.from("one"), "text/plain");
    await storage.put("contract/c/x.txt", Buffer.from("two"), "text/plain");
    expect((await storage.get("contract/c/x.txt")).toString()).toBe("two");
    expect(await storage.exists("contract/c/x.txt")).toBe(true);
    await storage.delete("contract/c/x.txt");
    expect(await storage.exists("contract/c/x.txt")).toBe(false);
    await expect(storage.delete("contract/c/x.txt")).resolves.toBeUndefined();
  });

  it("answers NOT_FOUND for a missing object", async () => {
    const storage = getStorage();
    await expect(storage.get("contract/missing.txt")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(storage.getToFile("contract/missing.txt", path.join(work, "m.txt"))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("deletes everything under a prefix and nothing else", async () => {
    const storage = getStorage();
    for (const key of ["contract/d/r1/a.mp4", "contract/d/r1/b/c.png", "contract/d/r10/a.mp4", "contract/d/r2/a.mp4"]) {
      await storage.put(key, Buffer.from(key), "application/octet-stream");
    }
    await storage.deletePrefix("contract/d/r1/");
    expect(await storage.exists("contract/d/r1/a.mp4")).toBe(false);
    expect(await storage.exists("contract/d/r1/b/c.png")).toBe(false);
    expect(await storage.exists("contract/d/r10/a.mp4")).toBe(true);
    await storage.deletePrefix("contract/d/r1");
    expect(await storage.exists("contract/d/r10/a.mp4")).toBe(false);
    expect(await storage.exists("contract/d/r2/a.mp4")).toBe(true);
    await expect(storage.deletePrefix("contract/nothing-here/")).resolves.toBeUndefined();
  });

  it("refuses unsafe keys before touching the backend", async () => {
    const storage = getStorage();
    await expect(storage.put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(storage.get("/etc/passwd")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(storage.deletePrefix("")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(storage.signedUrl("a/../b")).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
}
