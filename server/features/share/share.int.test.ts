import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedRoast } from "../../../common/roast";
import { insertCompletedRoast } from "../roasts/test-support/fixtures";
import { call, createUser, startTestServer, type TestServer, type TestUser } from "../roasts/test-support/roast-test-kit";
import { SHARED_BUCKET_LINK_SEC } from "./serve-shared-media";
import { toShareSlug } from "../shared/share-slug";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>RoastReel</title><meta name="description" content="Roasts" /></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describe("shared roasts", () => {
  let server: TestServer;
  let owner: TestUser;
  let webDir: string;
  const setShared = async (roastId: string, isPublic: boolean) => {
    const response = await call(server, owner, `/api/roasts/${roastId}/share`, { method: "POST", json: { public: isPublic } });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  };

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "roastreel-shell-"));
    await writeFile(path.join(webDir, "index.html"), SHELL);
    server = await startTestServer({}, { webDir });
    await server.ctx.queue.stop();
    owner = await createUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("stops serving the public video and poster links the moment sharing is turned off", async () => {
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    await setShared(roast.id, true);
    const shared = (await (await call(server, null, `/api/share/${toShareSlug(roast.id)}`)).json()) as SharedRoast;
    const links = [shared.videoUrl, shared.posterUrl!];
    const page = await (await call(server, null, `/r/${toShareSlug(roast.id)}`)).text();
    for (const link of links) expect(page).toContain(link);
    // The preview states the frame the roast was rendered at.
    expect(shared.videoSize).toEqual({ width: 1280, height: 720 });
    expect(page).toContain('<meta property="og:video:width" content="1280" />');

    const video = await fetch(shared.videoUrl, { headers: { range: "bytes=0-99" } });
    expect(video.status).toBe(206);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect((await video.arrayBuffer()).byteLength).toBe(100);
    const poster = await fetch(shared.posterUrl!);
    expect(poster.status).toBe(200);
    await poster.body?.cancel();

    await setShared(roast.id, false);
    for (const link of links) {
      const response = await fetch(link);
      expect({ link, status: response.status }).toEqual({ link, status: 404 });
      await response.body?.cancel();
    }
    // Shared again, the same links work again: they are checked, not revoked for good.
    await setShared(roast.id, true);
    expect((await fetch(shared.videoUrl, { method: "HEAD" })).status).toBe(200);
  });

  it("never serves a portrait that is not ready, nor media of a roast that was never shared", async () => {
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    const slug = toShareSlug(roast.id);
    for (const name of ["landscape.mp4", "poster.jpg", "portrait.mp4"]) {
      expect((await call(server, null, `/r/${slug}/${name}`, { method: "HEAD" })).status).toBe(404);
    }
    await setShared(roast.id, true);
    expect((await call(server, null, `/r/${slug}/portrait.mp4`, { method: "HEAD" })).status).toBe(404);
    expect((await call(server, null, `/r/${slug}/source.jpg`, { method: "HEAD" })).status).toBe(404);
  });

  it("shows a roast's text with replacement patterns, markup and quotes exactly as written", async () => {
    const script = `Bio: "$' and $& and $\` </script><script>alert(1)</script> & <b>bold</b>"`;
    const roast = await insertCompletedRoast(server.ctx, owner.id, { script });
    await setShared(roast.id, true);
    const response = await call(server, null, `/r/${toShareSlug(roast.id)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const escaped = "Bio: &quot;$&#39; and $&amp; and $` &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;&quot;";
    expect(html).toContain(`<p style="font-size:1.1rem;max-width:60ch">“${escaped}”</p>`);
    expect(html).toContain(`<meta property="og:description" content="“${escaped}”" />`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div><noscript><main');
    expect(html.endsWith(`</main></noscript><script type="module" src="/assets/app.js"></script></body></html>`)).toBe(true);
  });
});

describe("shared roasts on S3 storage", () => {
  let bucketDir: string;
  let s3: S3rver;
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    bucketDir = await mkdtemp(path.join(tmpdir(), "roastreel-s3-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: "media" }] });
    const { port } = await s3.run();
    server = await startTestServer({
      S3_BUCKET: "media",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    await server.ctx.queue.stop();
    owner = await createUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    await rm(bucketDir, { recursive: true, force: true });
  });

  it("lets the app's pages fetch from the bucket, so a download or a shared file can be read there", async () => {
    const csp = (await fetch(`${server.url}/roast`)).headers.get("content-security-policy") ?? "";
    const connectSrc = csp.split(";").find((directive) => directive.trim().startsWith("connect-src"));
    expect(connectSrc?.trim().split(/\s+/)).toEqual(["connect-src", "'self'", new URL(server.ctx.env.S3_ENDPOINT ?? "").origin]);
  });

  it("hands out a short-lived bucket link only while the roast is shared", async () => {
    expect(server.ctx.storage.kind).toBe("s3");
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    const share = (isPublic: boolean) => call(server, owner, `/api/roasts/${roast.id}/share`, { method: "POST", json: { public: isPublic } });
    expect((await share(true)).status).toBe(200);
    const { videoUrl } = (await (await call(server, null, `/api/share/${toShareSlug(roast.id)}`)).json()) as SharedRoast;
    const redirect = await fetch(videoUrl, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    expect(redirect.headers.get("location")).toContain(`X-Amz-Expires=${SHARED_BUCKET_LINK_SEC}`);
    const video = await fetch(videoUrl, { headers: { range: "bytes=0-9" } });
    expect(video.status).toBe(206);
    expect((await video.arrayBuffer()).byteLength).toBe(10);

    expect((await share(false)).status).toBe(200);
    const gone = await fetch(videoUrl, { redirect: "manual" });
    expect(gone.status).toBe(404);
    await gone.body?.cancel();
  });
});
