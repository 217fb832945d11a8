import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraAt, toFrame } from "../plan/camera-at";
import { overlapArea, unionBox } from "../plan/geometry";
import { planRender } from "../plan/plan-render";
import { quoteBoxAt } from "../plan/plan-quotes";
import { makeTestScript } from "../script/test-support/make-test-script";
import type { Orientation, Tier } from "../../types";
import { type Voice, createVoiceTrack } from "../voice/create-voice-track";
import { markInFrame } from "../plan/find-focus";
import { MARK_COLOR } from "./build-marks";
import { PORTRAIT_UI_ZONES } from "../plan/compose-layout";
import { SHARP_SCALE } from "../plan/frame-region";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import type { RenderInput, RenderOutput } from "./render-input";
import { renderVideo } from "./render-video";
import {
  blankBox,
  grabGrayFrame,
  grabRgbFrame,
  isFaststart,
  meanDifference,
  measureLoudness,
  measureMeanVolume,
  shareChanged,
  shareNearColor,
} from "./test-support/inspect-media";
import { getTierOptions } from "./tier-options";

const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
// The quoted "line": a row of dark blocks (shapes only, no fonts), spoken as its first words.
const QUOTE = { kind: "quote" as const, text: "Three job titles", box: { x: 60, y: 560, w: 420, h: 46 }, wordStart: 0, wordEnd: 3 };
// The same line low in a screenshot: the camera cannot centre it, so it lands where captions usually sit.
const LOW_QUOTE = { ...QUOTE, box: { ...QUOTE.box, y: 1240 } };
// A line wider than a readable portrait view, quoted over seven words: the camera shows it whole, smaller.
const WIDE_QUOTE = { ...QUOTE, text: "Three job titles separated by pipes", box: { x: 60, y: 560, w: 800, h: 46 }, wordEnd: 7 };
const script = makeTestScript(TEXT, "smug", [QUOTE]);
const IMAGE = { width: 900, height: 1600 };
const blocksAt = (y: number) =>
  Array.from({ length: 7 }, (_, i) => `<rect x="${64 + i * 60}" y="${y + 4}" width="${30 + (i % 3) * 8}" height="38" fill="#222"/>`).join("");
const STILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
  <rect width="900" height="1600" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#5a7ec9"/>
  <rect x="320" y="120" width="480" height="50" fill="#333"/>${blocksAt(560)}
  <rect x="60" y="680" width="620" height="30" fill="#666"/><rect x="40" y="780" width="820" height="740" fill="#3c9a78"/></svg>`;
// Blocks of uneven widths, so the line's right end looks nothing like its start.
const wideBlocks = Array.from(
  { length: 14 },
  (_, i) => `<rect x="${64 + i * 57}" y="564" width="${18 + ((i * 37) % 29)}" height="${22 + ((i * 11) % 17)}" fill="#222"/>`,
).join("");
const WIDE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
  <rect width="900" height="1600" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#5a7ec9"/>
  <rect x="320" y="120" width="480" height="50" fill="#333"/>${wideBlocks}<rect x="40" y="780" width="820" height="740" fill="#3c9a78"/></svg>`;
const LOW_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
  <rect width="900" height="1600" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#5a7ec9"/>
  <rect x="320" y="120" width="480" height="50" fill="#333"/><rect x="40" y="400" width="820" height="740" fill="#3c9a78"/>${blocksAt(1240)}</svg>`;

const tools = createMediaTools();
let workDir: string;
let voice: Voice;
const renders: Record<string, RenderOutput> = {};
const plans: Record<string, ReturnType<typeof planRender>> = {};
const SAMPLES = {
  "free-portrait": ["free", "portrait"],
  "starter-portrait": ["starter", "portrait"],
  "creator-landscape": ["creator", "landscape"],
  "free-portrait-low": ["free", "portrait"],
  "free-portrait-wide": ["free", "portrait"],
} as const;
const quoteOf = (name: keyof typeof SAMPLES) => (name === "free-portrait-low" ? LOW_QUOTE : name === "free-portrait-wide" ? WIDE_QUOTE : QUOTE);
const imageOf = (name: keyof typeof SAMPLES) =>
  join(workDir, name === "free-portrait-low" ? "image-low.jpg" : name === "free-portrait-wide" ? "image-wide.jpg" : "image.jpg");

function inputOf(name: keyof typeof SAMPLES): RenderInput {
  const [tier, orientation] = SAMPLES[name] as readonly [Tier, Orientation];
  return {
    orientation,
    outPath: join(workDir, `${name}.mp4`),
    workDir,
    // The low quote sits where a full frame's captions usually go (a photo's layout: a screen's card has a band of its own).
    image: { path: imageOf(name), ...IMAGE, ...(name === "free-portrait-low" ? { photo: true } : {}) },
    voice,
    script: { text: TEXT, mood: "smug" },
    options: getTierOptions(tier),
    direction: name === "starter-portrait" ? undefined : { targets: [{ ...quoteOf(name), lineHeight: 46 }] },
    endCard: { verdict: "Cringe level: 87%", site: "roast.example" },
    seed: "render-test",
  };
}

async function render(name: keyof typeof SAMPLES) {
  plans[name] = planRender(inputOf(name));
  renders[name] = await renderVideo(tools, inputOf(name), plans[name]);
}

/** The plan the render executed, with the mid-quote moment. */
function planned(name: keyof typeof SAMPLES) {
  const plan = plans[name];
  const quoted = plan.shots[1];
  const midMs = Math.round((quoted.startMs + quoted.moveMs + quoted.endMs) / 2);
  return { size: plan.size, layout: plan.layout, shots: plan.shots, captions: plan.captions, timeline: plan.timeline, quoted, midMs };
}

beforeAll(async () => {
  // Commas, quotes and brackets in the path exercise the filter-graph escaping for real.
  workDir = await mkdtemp(join(tmpdir(), "rr render, it's [x] "));
  await writeFile(join(workDir, "image.jpg"), await sharp(Buffer.from(STILL_SVG)).jpeg({ quality: 95 }).toBuffer());
  await writeFile(join(workDir, "image-low.jpg"), await sharp(Buffer.from(LOW_SVG)).jpeg({ quality: 95 }).toBuffer());
  await writeFile(join(workDir, "image-wide.jpg"), await sharp(Buffer.from(WIDE_SVG)).jpeg({ quality: 95 }).toBuffer());
  voice = await createVoiceTrack({ script, workDir, tools });
  for (const name of Object.keys(SAMPLES) as Array<keyof typeof SAMPLES>) await render(name);
}, 240_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("renderVideo", () => {
  it.each([
    ["free-portrait", 720, 1280],
    ["starter-portrait", 720, 1280],
    ["creator-landscape", 1920, 1080],
  ])("%s is exactly %ix%i H.264/AAC at 24 fps, 6–8 s, faststart", async (name, width, height) => {
    const path = renders[name].videoPath;
    const info = await probeMedia(tools, path);
    expect(info.video).toEqual({ width, height, fps: 24, pixFmt: "yuv420p", profile: "High", timeBase: "1/15360" });
    expect(info.audio).toEqual({ sampleRate: 44100, channels: 2, codec: "aac" });
    expect(info.durationMs).toBeGreaterThanOrEqual(6000);
    expect(info.durationMs).toBeLessThanOrEqual(8000);
    expect(Math.abs(info.durationMs - renders[name].durationMs)).toBeLessThan(100);
    expect(await isFaststart(path)).toBe(true);
  });

  it("reports the shots it planned: the whole upload, the quoted region, the punch", () => {
    expect(renders["free-portrait"].shots.map((s) => s.label)).toEqual(["whole", "quote: Three job titles", "punch"]);
    expect(Object.keys(renders["free-portrait"].shots[0]).sort()).toEqual(["end_ms", "focus", "label", "start_ms"]);
    // Nothing quoted and nothing found: the camera stays on the whole upload until the punch.
    expect(renders["starter-portrait"].shots.map((s) => s.label)).toEqual(["whole", "punch"]);
    expect(renders["free-portrait"].captions).toEqual(
      planned("free-portrait").captions.map(({ startMs, endMs, text, box }) => ({ start_ms: startMs, end_ms: endMs, text, box })),
    );
  });

  it.each(["free-portrait", "creator-landscape"] as const)("%s: mid-quote, the frame is a zoomed view of the quoted region", async (name) => {
    const { size, layout, quoted, midMs } = planned(name);
    const v = layout.viewport;
    // Compare the upper third of the camera window (clear of captions and marks), less the free roast's corner mark.
    const band = { left: v.x, top: v.y, width: v.width, height: Math.round(v.height / 3) };
    const mark = plans[name].watermark?.moments.find((m) => m.fromMs <= midMs && midMs < m.toMs)?.box;
    const unmarked = (gray: Buffer) => blankBox(gray, band, mark);
    const grayOf = async (rgb: Buffer) =>
      sharp(rgb, { raw: { width: size.width, height: size.height, channels: 3 } })
        .extract(band)
        .grayscale()
        .raw()
        .toBuffer();
    const [mid, opening] = await Promise.all([
      grabRgbFrame(tools, renders[name].videoPath, midMs).then(grayOf).then(unmarked),
      grabRgbFrame(tools, renders[name].videoPath, 300).then(grayOf).then(unmarked),
    ]);
    const f = quoted.focus;
    const expected = await sharp(join(workDir, "image.jpg"))
      .extract({ left: f.x, top: f.y, width: f.w, height: f.h })
      .resize(v.width, v.height, { fit: "fill" })
      // The band in the camera window's own pixels (landscape's card sits inside the frame).
      .extract({ ...band, left: band.left - v.x, top: band.top - v.y })
      .grayscale()
      .raw()
      .toBuffer()
      .then(unmarked);
    expect(meanDifference(mid, expected)).toBeLessThan(12);
    expect(meanDifference(opening, expected)).toBeGreaterThan(3 * meanDifference(mid, expected));
  });

  it("draws the highlight under the quoted region mid-quote, and none in the opening shot", async () => {
    const { size, layout, shots, quoted, midMs } = planned("free-portrait");
    const inFrame = markInFrame(shots, quoted.mark!, layout);
    const under = { x: Math.round(inFrame.x), y: Math.round(inFrame.y + inFrame.h), width: Math.round(inFrame.w), height: Math.round(inFrame.h * 0.5) };
    const [mid, opening] = await Promise.all([
      grabRgbFrame(tools, renders["free-portrait"].videoPath, Math.max(midMs, quoted.mark!.drawnMs + 100)),
      grabRgbFrame(tools, renders["free-portrait"].videoPath, 300),
    ]);
    expect(shareNearColor(mid, size.width, under, MARK_COLOR)).toBeGreaterThan(0.1);
    // The upper 55 % of the frame, less the corner mark (its brand's second word is in the mark's colour).
    const height = Math.round(size.height * 0.55);
    const wm = plans["free-portrait"].watermark!.moments.find((m) => m.fromMs <= 300 && 300 < m.toMs)!.box;
    const beside = [
      { x: 0, y: 0, width: wm.x - 2, height },
      { x: wm.x + wm.w + 2, y: 0, width: size.width - wm.x - wm.w - 2, height },
      { x: 0, y: wm.y + wm.h + 2, width: size.width, height: height - wm.y - wm.h - 2 },
    ];
    for (const area of beside) expect(shareNearColor(opening, size.width, area, MARK_COLOR)).toBeLessThan(0.0005);
    expect(cameraAt(shots, 300)).toEqual(shots[0].focus);
  });

  it("keeps captions out of the portrait UI zones (bottom 20 %, right 15 %) while they change", async () => {
    // While the camera holds on the quote (its mark drawn) only the captions change.
    const { quoted } = planned("free-portrait");
    const path = renders["free-portrait"].videoPath;
    const from = Math.max(quoted.mark!.drawnMs, quoted.startMs + quoted.moveMs) + 50;
    const times = [from, Math.round((from + quoted.endMs) / 2), quoted.endMs - 60];
    const frames = await Promise.all(times.map((t) => grabGrayFrame(tools, path, t)));
    const bottom = { x: 0, y: Math.round(1280 * (1 - PORTRAIT_UI_ZONES.bottom)), width: 720, height: Math.round(1280 * PORTRAIT_UI_ZONES.bottom) };
    const right = { x: Math.round(720 * (1 - PORTRAIT_UI_ZONES.right)), y: 0, width: Math.round(720 * PORTRAIT_UI_ZONES.right), height: 1280 };
    const captionBand = { x: 40, y: Math.round(1280 * 0.6), width: 560, height: Math.round(1280 * 0.18) };
    const changed = shareChanged(frames[0], frames[2], 720, captionBand);
    expect(changed).toBeGreaterThan(0.02);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ]) {
      expect(shareChanged(frames[a], frames[b], 720, bottom)).toBeLessThan(0.002);
      expect(shareChanged(frames[a], frames[b], 720, right)).toBeLessThan(0.002);
    }
  });

  it("moves captions and watermark off a quoted line that sits where captions usually go, while it is shown", async () => {
    const { size, layout, quoted } = planned("free-portrait-low");
    const path = renders["free-portrait-low"].videoPath;
    const line = markInFrame(planned("free-portrait-low").shots, quoted.mark!, layout);
    const usual = layout.captions.y;
    // Without the move, a one-line caption centred at its usual place would sit on the quoted line.
    expect(line.y).toBeLessThan(usual);
    expect(line.y + line.h).toBeGreaterThan(usual - 0.5 * layout.captions.fontSize);
    const box = { left: Math.round(line.x), top: Math.round(line.y), width: Math.round(line.w), height: Math.round(line.h) };
    const f = quoted.focus;
    const expected = await sharp(imageOf("free-portrait-low"))
      .extract({ left: f.x, top: f.y, width: f.w, height: f.h })
      .resize(size.width, size.height, { fit: "fill" })
      .extract(box)
      .grayscale()
      .raw()
      .toBuffer();
    const from = Math.max(quoted.mark!.drawnMs, quoted.startMs + quoted.moveMs) + 50;
    const times = [from, Math.round((from + quoted.endMs) / 2), quoted.endMs - 60];
    const frames = await Promise.all(times.map((t) => grabGrayFrame(tools, path, t)));
    for (const frame of frames) {
      const seen = await sharp(frame, { raw: { width: size.width, height: size.height, channels: 1 } })
        .extract(box)
        .grayscale()
        .raw()
        .toBuffer();
      expect(meanDifference(seen, expected)).toBeLessThan(14);
    }
    // The captions still change as the words are said, in a place clear of the line.
    const { captions } = planned("free-portrait-low");
    const showing = captions.filter((c) => c.startMs < times[2] && c.endMs > times[0]);
    expect(showing.length).toBeGreaterThan(0);
    for (const c of showing) expect(overlapArea(c.box, line)).toBe(0);
    const placed = showing.map((c) => c.box).reduce(unionBox);
    const area = { x: Math.round(placed.x), y: Math.round(placed.y), width: Math.round(placed.w), height: Math.round(placed.h) };
    expect(shareChanged(frames[0], frames[2], size.width, area)).toBeGreaterThan(0.02);
  });

  it("shows a quoted line wider than a readable view whole while it is said: its pixels from first block to last, never cut, never past the sharp scale", async () => {
    const { size, layout, shots, quoted, timeline } = planned("free-portrait-wide");
    const v = layout.viewport;
    expect(renders["free-portrait-wide"].shots.map((s) => s.label)).toEqual(["whole", `quote: ${WIDE_QUOTE.text}`, "punch"]);
    const punch = shots[2];
    const lastWordMs = timeline.voiceStartMs + voice.words[WIDE_QUOTE.wordEnd - 1].startMs;
    // Settled on the quote, through its last word, and after the punch-in lands.
    const settled = quoted.startMs + quoted.moveMs;
    const times = [settled + 50, lastWordMs + 20, quoted.endMs - 60, punch.startMs + punch.moveMs + 60];
    expect(lastWordMs + 20).toBeLessThan(quoted.endMs);
    const opening = await grabGrayFrame(tools, renders["free-portrait-wide"].videoPath, 300);
    for (const t of times) {
      const view = cameraAt(shots, t);
      expect(v.width / view.w).toBeLessThanOrEqual(SHARP_SCALE * 1.005);
      const line = toFrame(view, WIDE_QUOTE.box, v);
      // The whole line's box inside the frame.
      expect(line.x).toBeGreaterThanOrEqual(v.x);
      expect(line.x + line.w).toBeLessThanOrEqual(v.x + v.width);
      const box = { left: Math.round(line.x), top: Math.round(line.y), width: Math.floor(line.w), height: Math.floor(line.h) };
      const f = t < punch.startMs ? quoted.focus : punch.focus;
      // The camera's view drawn into its window (the card's, in a screen's portrait).
      const expected = await sharp(imageOf("free-portrait-wide"))
        .extract({ left: f.x, top: f.y, width: f.w, height: f.h })
        .resize(v.width, v.height, { fit: "fill" })
        .extract({ ...box, left: box.left - v.x, top: box.top - v.y })
        .grayscale()
        .raw()
        .toBuffer();
      const frame = await grabGrayFrame(tools, renders["free-portrait-wide"].videoPath, t);
      const crop = (gray: Buffer) =>
        sharp(gray, { raw: { width: size.width, height: size.height, channels: 1 } })
          .extract(box)
          .grayscale()
          .raw()
          .toBuffer();
      const [seen, before] = await Promise.all([crop(frame), crop(opening)]);
      expect(meanDifference(seen, expected), `line at ${t} ms`).toBeLessThan(14);
      // Its two ends on their own (the blocks differ along the line): the start and the end are both there.
      const ends = [0, 0.85].map((from) => ({ from: Math.floor(from * box.width), to: Math.floor((from + 0.15) * box.width) }));
      for (const end of ends) {
        const part = (b: Buffer) => Buffer.concat(Array.from({ length: box.height }, (_, y) => b.subarray(y * box.width + end.from, y * box.width + end.to)));
        expect(meanDifference(part(seen), part(expected)), `line end at ${t} ms`).toBeLessThan(14);
      }
      // The opening's smaller, whole-upload view is something else there: the comparison can fail.
      expect(meanDifference(before, expected)).toBeGreaterThan(2 * meanDifference(seen, expected));
    }
  });

  it("has a voice that is not silent, normalised to about -16 LUFS", async () => {
    const path = renders["starter-portrait"].videoPath;
    expect(await measureMeanVolume(tools, path, 300, 4000)).toBeGreaterThan(-35);
    const lufs = await measureLoudness(tools, path);
    expect(lufs).toBeGreaterThan(-17);
    expect(lufs).toBeLessThan(-15);
  });

  it("plays a music bed only on the music tier (heard in the lead-in, before the voice)", async () => {
    expect(await measureMeanVolume(tools, renders["creator-landscape"].videoPath, 60, 240)).toBeGreaterThan(-60);
    expect(await measureMeanVolume(tools, renders["starter-portrait"].videoPath, 60, 240)).toBeLessThan(-80);
  });

  it("draws the free roast's one corner mark where the plan put it, and nothing across the caption band", async () => {
    const [free, starter] = await Promise.all([
      grabGrayFrame(tools, renders["free-portrait"].videoPath, 100),
      grabGrayFrame(tools, renders["starter-portrait"].videoPath, 100),
    ]);
    // Both open on the same first look: only the mark tells them apart, and the quoted line the
    // free roast sets at the frame's foot (the starter's quotes nothing).
    // Across the card's bottom edge at its right, at least a quarter on the card (cardEdgeBox).
    const { box, corner } = plans["free-portrait"].watermark!.moments[0];
    expect(corner).toBe("card-edge");
    expect(plans["starter-portrait"].watermark).toBeUndefined();
    expect(shareChanged(free, starter, 720, { x: box.x, y: box.y, width: box.w, height: box.h }, 20)).toBeGreaterThan(0.5);
    // The quote, alone in the words' column then, sits in its middle (plan-quotes.ts, centreQuotesAlone):
    // everything but it and the mark is the same. (Its opening mark's glyph rises above its box.)
    const q = plans["free-portrait"].quotes![0];
    const quoted = quoteBoxAt(q, 100);
    const quoteTop = quoted.y - Math.round(0.8 * q.fontSize);
    const clear = [
      { x: 0, y: box.y + box.h + 4, width: 720, height: quoteTop - box.y - box.h - 4 },
      { x: 0, y: quoted.y + quoted.h + 4, width: 720, height: 1280 - quoted.y - quoted.h - 4 },
      { x: 0, y: 0, width: box.x - 4, height: box.y + box.h + 4 },
    ];
    for (const area of clear) expect(shareChanged(free, starter, 720, area, 20)).toBeLessThan(0.002);
  });

  it("ends on the end card and leaves no temporaries behind", async () => {
    const path = renders["creator-landscape"].videoPath;
    const { timeline } = planned("creator-landscape");
    const last = await grabGrayFrame(tools, path, timeline.totalMs - 200);
    // The card's dark ground fills the corners.
    expect(last[10 * 1920 + 10]).toBeLessThan(40);
    expect(last[1070 * 1920 + 1900]).toBeLessThan(40);
    const leftovers = (await readdir(workDir)).filter((n) => n.includes(".tmp-"));
    expect(leftovers).toEqual([]);
  });
});
