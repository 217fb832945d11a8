import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, resolveAuthSecret } from "./auth-secret";

describe("resolveAuthSecret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "auth-secret-")), "data");
  });
  afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it("uses AUTH_SECRET when given and writes nothing", async () => {
    const given = "a".repeat(40);
    expect(await resolveAuthSecret({ given, dataDir })).toBe(given);
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it("generates a random secret once, keeps it private in DATA_DIR and reuses it", async () => {
    const first = await resolveAuthSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await resolveAuthSecret({ dataDir })).toBe(first);
  });

  it("gives two data folders different secrets", async () => {
    const other = `${dataDir}-other`;
    const [a, b] = await Promise.all([resolveAuthSecret({ dataDir }), resolveAuthSecret({ dataDir: other })]);
    expect(a).not.toBe(b);
    await rm(other, { recursive: true, force: true });
  });

  it("agrees on one secret when several processes start at once", async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveAuthSecret({ dataDir })));
    expect(new Set(secrets).size).toBe(1);
  });

  it("refuses a secret file that was emptied rather than silently signing with it", async () => {
    await resolveAuthSecret({ dataDir });
    await writeFile(path.join(dataDir, AUTH_SECRET_FILE), "short\n");
    await expect(resolveAuthSecret({ dataDir })).rejects.toThrow(/no usable secret/);
  });
});
