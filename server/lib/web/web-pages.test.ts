import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadWebPages } from "./web-pages";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("loadWebPages", () => {
  it("says when there is no build, so the notice is never served as a page", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "rr-web-"));
    dirs.push(empty);
    const pages = loadWebPages(empty, "http://localhost:3000");
    expect(pages.isBuilt).toBe(false);
    expect(pages.shellHtml).toContain("npm run build:web");
  });

  it("serves a build's shell as the app", async () => {
    const built = await mkdtemp(path.join(tmpdir(), "rr-web-"));
    dirs.push(built);
    await writeFile(path.join(built, "index.html"), "<!doctype html><div id=root></div>");
    const pages = loadWebPages(built, "http://localhost:3000");
    expect(pages.isBuilt).toBe(true);
    expect(pages.shellHtml).toContain("id=root");
  });
});
