import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../../common/public-site";
import { SHOWCASE_SAMPLE_IDS } from "../../roast-engine/samples";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { galleryKeys } from "./find-gallery";
import { renderGallery } from "./render-gallery";

describe("GET /api/gallery", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const read = async () => ((await (await fetch(`${server.url}/api/gallery`)).json()) as { items: GalleryItem[] }).items;

  it("lists the six showcase samples, without media until they are rendered", async () => {
    const items = await read();
    expect(items.map((i) => i.id)).toEqual([...SHOWCASE_SAMPLE_IDS]);
    for (const item of items) {
      expect(item).toMatchObject({ videoUrl: null, posterUrl: null });
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.viewsLabel).toMatch(/^\d[\d.]*[KM] views$/);
    }
  });

  it("renders only the missing samples, and then serves them", async () => {
    const [missing, ...done] = SHOWCASE_SAMPLE_IDS;
    for (const id of done) await server.ctx.storage.put(galleryKeys.video(id), Buffer.from("kept"), "video/mp4");
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [missing] });
    expect(await renderGallery(server.ctx)).toEqual({ rendered: [] });
    const [item] = await read();
    expect(item.id).toBe(missing);
    const video = await fetch(item.videoUrl!, { headers: { range: "bytes=0-15" } });
    expect(video.status).toBe(206);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString("latin1"),
    ).toBe("ftyp");
    const poster = await fetch(item.posterUrl!);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    await poster.arrayBuffer();
  });
});
