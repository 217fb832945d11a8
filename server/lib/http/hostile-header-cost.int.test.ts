import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureCostRatio } from "../../../tests/support/cost-ratio";
import { insertCompletedRoast } from "../../features/roasts/test-support/fixtures";
import { createUser, startTestServer, type TestServer } from "../../features/roasts/test-support/roast-test-kit";
import { toShareSlug } from "../../features/shared/share-slug";

// Node refuses request heads over 16 KB: this is about the longest value a client can send.
const LONG = 15_000;
// The normal request carries as many bytes in a header no one parses, so both cost the same to receive.
const padding = { "x-padding": "p".repeat(LONG) };

/** GETs the path and reads the whole answer, so its cost is all in the measurement. */
async function get(server: TestServer, pathname: string, headers: Record<string, string>) {
  const response = await fetch(new URL(pathname, server.url), { headers });
  await response.arrayBuffer();
  return response;
}

describe("headers full of spaces", () => {
  let server: TestServer;
  let webDir: string;
  let videoPath: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "roastreel-shell-"));
    // Large enough to be gzipped, so Accept-Encoding is read on every request.
    await writeFile(path.join(webDir, "index.html"), `<!doctype html><title>RoastReel</title><p>${"roast ".repeat(1000)}</p>`);
    server = await startTestServer({}, { webDir });
    await server.ctx.queue.stop();
    const owner = await createUser(server);
    const roast = await insertCompletedRoast(server.ctx, owner.id, { isPublic: true });
    videoPath = `/r/${toShareSlug(roast.id)}/landscape.mp4`;
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("answers an Accept-Encoding of 15 KB of spaces about as fast as a normal one, uncompressed", async () => {
    const normal = { "accept-encoding": "gzip, deflate, br", ...padding };
    const attack = { "accept-encoding": `gzip${" ".repeat(LONG)}x` };
    expect((await get(server, "/", normal)).headers.get("content-encoding")).toBe("gzip");
    const answer = await get(server, "/", attack);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBeNull();
    const ratio = await measureCostRatio({ attack: () => get(server, "/", attack), normal: () => get(server, "/", normal), iterations: 20 });
    expect(ratio).toBeLessThan(3);
  });

  it("answers a shared video's Range of 15 KB of spaces about as fast as a normal one, with the whole file", async () => {
    const normal = { range: "bytes=0-99", ...padding };
    const attack = { range: `bytes=0-${" ".repeat(LONG)}x` };
    expect((await get(server, videoPath, normal)).status).toBe(206);
    const ratio = await measureCostRatio({ attack: () => get(server, videoPath, attack), normal: () => get(server, videoPath, normal), iterations: 20 });
    expect(ratio).toBeLessThan(3);
    const answer = await get(server, videoPath, attack);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-range")).toBeNull();
  });
});
