import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

const MALFORMED = "%E0%A4%A";

describe("malformed percent-encoding in a URL", () => {
  let server: TestServer;
  let webDir: string;
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${server.url}${pathAndQuery}`);
    await response.arrayBuffer();
    return response.status;
  };
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "roastreel-shell-"));
    await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>RoastReel</title>");
    await writeFile(path.join(webDir, "roast notes.txt"), "decoded");
    server = await startTestServer({}, { webDir });
    await server.ctx.queue.stop();
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("answers a page path the server cannot decode with 400, noted at debug level, not as an error", async () => {
    const error = vi.spyOn(server.ctx.logger, "error");
    const debug = vi.spyOn(server.ctx.logger, "debug");
    try {
      const response = await fetch(`${server.url}/${MALFORMED}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "BAD_REQUEST", error: "Malformed URL" });
      for (const pathname of [`/assets/${MALFORMED}.js`, `/pricing/${MALFORMED}`, `/api/${MALFORMED}`, `/%`]) {
        expect({ pathname, status: await get(pathname) }).toEqual({ pathname, status: 400 });
      }
      expect(error).not.toHaveBeenCalled();
      expect(debug).toHaveBeenCalledWith({ path: `/${MALFORMED}` }, "malformed percent-encoding in a path");
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });

  it("still serves a path whose escapes are sound", async () => {
    const response = await fetch(`${server.url}/roast%20n%6Ftes.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("decoded");
    expect(await get("/%00.js")).toBe(404);
  });

  it("answers share and media links with a malformed slug, key or query as not found or forbidden, never 500", async () => {
    const error = vi.spyOn(server.ctx.logger, "error");
    try {
      const cases: [string, number][] = [
        [`/r/${MALFORMED}`, 404],
        [`/r/${MALFORMED}/embed`, 404],
        [`/r/${MALFORMED}/landscape.mp4`, 404],
        [`/api/share/${MALFORMED}`, 404],
        [`/media/${MALFORMED}?exp=1&sig=x`, 403],
        [`/media/roasts/${randomUUID()}/landscape.mp4?exp=${MALFORMED}&sig=${MALFORMED}`, 403],
        [`/media/roasts/${randomUUID()}/landscape.mp4?exp=1&sig=x&dl=${MALFORMED}`, 403],
        [`/dev/mailbox/${MALFORMED}`, 404],
      ];
      for (const [pathname, status] of cases) expect({ pathname, status: await get(pathname) }).toEqual({ pathname, status });
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
