import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../../common/public-site";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { galleryKeys } from "./find-gallery";
import { GALLERY_ENTRIES } from "./gallery-entries";
import { HERO_SAMPLE_ID } from "./make-hero-clip";
import { renderGallery } from "./render-gallery";

describe("GET /api/gallery", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const read = async () => ((await (await fetch(`${server.url}/api/gallery`)).json()) as { items: GalleryItem[] }).items;

  it("lists the six showcase samples, one of them a battle, without media until they are rendered", async () => {
    const items = await read();
    expect(items.map((i) => i.id)).toEqual(GALLERY_ENTRIES.map((e) => e.id));
    expect(items).toHaveLength(6);
    expect(items.filter((i) => i.platform === "battle")).toEqual([expect.objectContaining({ title: "Sofia vs Marcus" })]);
    for (const item of items) {
      expect(item).toMatchObject({ videoUrl: null, posterUrl: null });
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.viewsLabel).toMatch(/^\d[\d.]*[KM] views$/);
    }
  });

  it("serves a blank, uncached hero poster and no hero video before the gallery is rendered", async () => {
    const poster = await fetch(`${server.url}/api/gallery/hero.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/gif");
    expect(poster.headers.get("cache-control")).toBe("no-cache");
    const gif = Buffer.from(await poster.arrayBuffer());
    expect([gif.toString("latin1", 0, 6), gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual(["GIF89a", 1, 1]);
    const video = await fetch(`${server.url}/api/gallery/hero.mp4`);
    expect(video.status).toBe(404);
    expect(await video.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("renders only the missing samples, and then serves them", async () => {
    // The hero's sample is the one really rendered: its loop is made from it.
    const missing = HERO_SAMPLE_ID;
    const done = GALLERY_ENTRIES.map((e) => e.id).filter((id) => id !== missing);
    for (const id of done) await server.ctx.storage.put(galleryKeys.video(id), Buffer.from("kept"), "video/mp4");
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [missing] });
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [] });
    const item = (await read()).find((entry) => entry.id === missing)!;
    const video = await fetch(item.videoUrl!, { headers: { range: "bytes=0-15" } });
    expect(video.status).toBe(206);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString("latin1"),
    ).toBe("ftyp");
    // The card's poster is the small one, not the 1080x1920 frame.
    expect(item.posterUrl).toContain("/card.jpg");
    const poster = await fetch(item.posterUrl!);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect((await poster.arrayBuffer()).byteLength).toBeLessThan(60_000);
    // A sample kept without a poster gets no card poster.
    expect((await read()).filter((entry) => entry.id !== missing).every((entry) => entry.posterUrl === null)).toBe(true);
  });

  it("serves the hero's loop whole and small, and its first frame as the poster", async () => {
    const poster = await fetch(`${server.url}/api/gallery/hero.jpg`);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect(poster.headers.get("cache-control")).toBe("public, max-age=3600");
    const jpeg = Buffer.from(await poster.arrayBuffer());
    expect(jpeg.subarray(0, 2).toString("hex")).toBe("ffd8");
    expect(jpeg.length).toBeLessThan(40_000);
    // A range is answered whole: the player keeps the one answer instead of asking again.
    const video = await fetch(`${server.url}/api/gallery/hero.mp4`, { headers: { range: "bytes=0-15" } });
    expect(video.status).toBe(200);
    expect(video.headers.get("accept-ranges")).toBeNull();
    const mp4 = Buffer.from(await video.arrayBuffer());
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(mp4.length).toBeLessThanOrEqual(400 * 1024);
    expect(Number(video.headers.get("content-length"))).toBe(mp4.length);
  });

  it("renders the battle among the samples from its two dating samples, as a portrait clip with a poster", async () => {
    const battle = GALLERY_ENTRIES.find((entry) => entry.kind === "battle")!;
    expect(battle.samples).toEqual(["dating-hinge-sofia", "dating-bumble-marcus"]);
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [] });
    await server.ctx.storage.delete(galleryKeys.video(battle.id));
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [battle.id] });
    const item = (await read()).find((entry) => entry.id === battle.id)!;
    expect(item).toMatchObject({ title: "Sofia vs Marcus", platform: "battle" });
    const video = await fetch(item.videoUrl!);
    const mp4 = Buffer.from(await video.arrayBuffer());
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(await server.ctx.storage.exists(galleryKeys.poster(battle.id))).toBe(true);
  });
  it("gzips the list, once rendered (over 1 KB), for a browser that takes gzip, and answers plain JSON to one that does not", async () => {
    expect((await read()).every((item) => item.videoUrl)).toBe(true);
    const zipped = await fetch(`${server.url}/api/gallery`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("accept-encoding");
    const plain = await fetch(`${server.url}/api/gallery`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toContain("application/json");
    // fetch undoes the gzip: the same list either way. Each link is signed with an expiry counted
    // from the second it was asked for, so two answers a second apart differ only in their signatures.
    const unsigned = (list: { items: Array<Record<string, unknown>> }) =>
      list.items.map((item) => ({ ...item, videoUrl: String(item.videoUrl).split("?")[0], posterUrl: String(item.posterUrl).split("?")[0] }));
    expect(unsigned(await zipped.json())).toEqual(unsigned(await plain.json()));
  });
});
