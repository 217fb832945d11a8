import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../common/public-site";
import { buildEncodeArgs } from "../../server/roast-engine/stages/render/encode-settings";
import { createMediaTools } from "../../server/roast-engine/infrastructure/tools/media-tools";
import { findSeriousViolations } from "./support/axe";
import { setupE2E } from "./support/e2e";

const e2e = setupE2E();
const GALLERY = "section[aria-labelledby=gallery-heading]";
let dir: string;
let clip: Buffer;

// Six samples with a picture and a voice-like tone, encoded as roasts are. The test server renders
// no gallery (SAMPLE_GALLERY is off in tests): the page gets these instead.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rr-gallery-sound-"));
  const file = path.join(dir, "sample.mp4");
  await createMediaTools().runFfmpeg([
    ...["-loglevel", "error", "-f", "lavfi", "-i", "color=c=teal:s=360x640:r=24:d=4"],
    ...["-f", "lavfi", "-i", "sine=f=440:r=44100:d=4"],
    ...buildEncodeArgs(),
    ...["-t", "4", file],
  ]);
  clip = await readFile(file);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const items: GalleryItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `sample-${i}`,
  title: `Sample ${i + 1}`,
  platform: "instagram",
  viewsLabel: "1.2M views",
  videoUrl: `/test-samples/${i}.mp4`,
  posterUrl: null,
}));

const serveSamples = (page: Page) =>
  Promise.all([
    page.route("**/api/gallery", (route: Route) => route.fulfill({ json: { items } })),
    page.route("**/test-samples/*.mp4", (route: Route) => route.fulfill({ body: clip, contentType: "video/mp4" })),
  ]);

/** What a visitor would hear from a card's video: whether it plays, and whether it is muted. */
const stateOf = (card: Locator) =>
  card.locator("video").evaluate((video: HTMLVideoElement) => ({ playing: !video.paused && video.currentTime > 0, muted: video.muted || video.volume === 0 }));

const MOUSE_HINT = "Hover or tab to a roast to play it, and click it to hear it.";
const TOUCH_HINT = "Tap a roast to play it with sound.";
/** Which of the two ways to play is shown (the other is hidden by CSS). */
const hintsShown = async (page: Page) => ({
  mouse: await page.getByText(MOUSE_HINT).isVisible(),
  touch: await page.getByText(TOUCH_HINT).isVisible(),
});

const card = (page: Page, n: number) => page.locator(`${GALLERY} figure`).nth(n);
const speaker = (page: Page, n: number) => page.getByRole("button", { name: `Sound of the sample roast "Sample ${n + 1}"` });

describe("the landing gallery's sound", () => {
  it("plays muted on hover, and is heard when its speaker is clicked, one card at a time", async () => {
    const { page } = await e2e.open("/", { beforeGoto: serveSamples });
    await page.locator("#gallery-heading").scrollIntoViewIfNeeded();
    expect(await hintsShown(page)).toEqual({ mouse: true, touch: false });
    await expect.poll(() => page.locator(`${GALLERY} video`).count()).toBe(6);

    // Muted by default: a hover plays the picture alone.
    await card(page, 0).hover();
    await expect.poll(() => stateOf(card(page, 0))).toEqual({ playing: true, muted: true });
    expect(await speaker(page, 0).getAttribute("aria-pressed")).toBe("false");

    await speaker(page, 0).click();
    await expect.poll(() => stateOf(card(page, 0))).toEqual({ playing: true, muted: false });
    expect(await speaker(page, 0).getAttribute("aria-pressed")).toBe("true");

    // The next card's sound takes over: the first goes quiet.
    await speaker(page, 1).click();
    await expect.poll(() => stateOf(card(page, 1))).toEqual({ playing: true, muted: false });
    expect((await stateOf(card(page, 0))).muted).toBe(true);
    expect(await speaker(page, 0).getAttribute("aria-pressed")).toBe("false");

    // And its speaker turns it off again, without stopping the picture.
    await speaker(page, 1).click();
    await expect.poll(() => stateOf(card(page, 1))).toEqual({ playing: true, muted: true });
    expect(await speaker(page, 1).getAttribute("aria-pressed")).toBe("false");
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  it("is heard when a card is clicked, and pauses on the next click", async () => {
    const { page } = await e2e.open("/", { beforeGoto: serveSamples });
    await expect.poll(() => page.locator(`${GALLERY} video`).count()).toBe(6);
    const play = page.getByRole("button", { name: 'Play or pause the sample roast "Sample 3"' });
    await play.click();
    await expect.poll(() => stateOf(card(page, 2))).toEqual({ playing: true, muted: false });
    expect(await speaker(page, 2).getAttribute("aria-pressed")).toBe("true");
    await play.click();
    await expect
      .poll(() =>
        card(page, 2)
          .locator("video")
          .evaluate((video: HTMLVideoElement) => video.paused),
      )
      .toBe(true);
  });

  it("says 'tap' on a phone, where a tap plays a card with sound", async () => {
    const { page } = await e2e.open("/", {
      width: 375,
      beforeGoto: async (target) => {
        await serveSamples(target);
        // A touch screen: no hover, a coarse pointer.
        await (await target.context().newCDPSession(target)).send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
      },
    });
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    await page.locator("#gallery-heading").scrollIntoViewIfNeeded();
    expect(await hintsShown(page)).toEqual({ mouse: false, touch: true });
    await expect.poll(() => page.locator(`${GALLERY} video`).count()).toBe(6);
    await page.getByRole("button", { name: 'Play or pause the sample roast "Sample 1"' }).click();
    await expect.poll(() => stateOf(card(page, 0))).toEqual({ playing: true, muted: false });
  });
});
