import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import type { RenderInput } from "../../stages/render/render-input";
import { grabRgbFrame, shareNearColor } from "../../stages/render/test-support/inspect-media";
import { getTierOptions } from "../../stages/render/tier-options";
import { makeTestScript } from "../../stages/script/test-support/make-test-script";
import { createVoiceTrack } from "../../stages/voice/create-voice-track";
import type { BattleRenderInfo } from "../../stages/render/render-input";
import { type BattlePlan, planBattleRender } from "./plan-battle-render";
import { renderBattleVideo } from "./render-battle";

// A's turn quotes its line; B's turn; the verdict.
const TEXT = "Three job titles, all of them fake. Bold strategy. Blue on blue, nobody is home. Winner: Maya.";
const SIZE = { width: 900, height: 1800 };
const QUOTE = { x: 60, y: 560, w: 420, h: 46 };
// A light screenshot with a dark line of "text"; a saturated blue one.
const A_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1800"><rect width="900" height="1800" fill="#f3ede4"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${64 + i * 60}" y="564" width="${30 + (i % 3) * 8}" height="38" fill="#222"/>`).join("")}</svg>`;
const B_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1800"><rect width="900" height="1800" fill="#2a5bd7"/></svg>`;

const tools = createMediaTools();
let workDir: string;
let plan: BattlePlan;
let videoPath: string;

type Rgb = [number, number, number];
const meanRgb = (rgb: Buffer, width: number, box: { x: number; y: number; width: number; height: number }): Rgb => {
  const sum: Rgb = [0, 0, 0];
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) for (let c = 0; c < 3; c++) sum[c] += rgb[3 * (y * width + x) + c];
  return sum.map((s) => s / (box.width * box.height)) as Rgb;
};
const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
/** The middle half of a rectangle, away from its edges, shadows and marks. */
const middle = (r: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(r.x + r.width / 4),
  y: Math.round(r.y + r.height / 4),
  width: Math.round(r.width / 2),
  height: Math.round(r.height / 2),
});

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr battle landscape "));
  const paths = [join(workDir, "image.jpg"), join(workDir, "image-b.jpg")];
  await Promise.all([A_SVG, B_SVG].map(async (svg, i) => writeFile(paths[i], await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer())));
  const voice = await createVoiceTrack({ script: makeTestScript(TEXT), workDir, tools });
  // The parts: each sentence pair's words, found by their ends ("fake." ends A's turn, "home." B's).
  const ends = ["fake.", "home."].map((w) => voice.words.findIndex((x) => x.text.endsWith(w)) + 1);
  const battle: BattleRenderInfo = {
    sides: [
      { path: paths[0], ...SIZE, name: "Maya", textBoxes: [QUOTE] },
      { path: paths[1], ...SIZE, name: "Jake", textBoxes: [] },
    ],
    parts: [
      {
        side: "a",
        wordStart: 0,
        wordEnd: ends[0],
        targets: [{ kind: "quote", text: "Three job titles", box: QUOTE, wordStart: 0, wordEnd: 3, lineHeight: 46 }],
      },
      { side: "b", wordStart: ends[0], wordEnd: ends[1], targets: [] },
      { wordStart: ends[1], wordEnd: voice.words.length, targets: [] },
    ],
    verdict: { winner: "a", names: ["Maya", "Jake"], reason: "fewer lies" },
  };
  const input: RenderInput & { battle: BattleRenderInfo } = {
    orientation: "landscape",
    outPath: join(workDir, "battle-landscape.mp4"),
    workDir,
    image: { path: paths[0], ...SIZE },
    voice,
    script: { text: TEXT, mood: "smug" },
    options: getTierOptions("free"),
    seed: "battle-landscape-test",
    battle,
  };
  plan = planBattleRender(input);
  videoPath = (await renderBattleVideo(tools, input, plan)).videoPath;
}, 180_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("renderBattleVideo, landscape", () => {
  it("shows the two cards side by side, then each turn's card in front with the other set back, dimmed; A's quote set large beside its card", async () => {
    const { width: W, height: H } = plan.size;
    expect((await probeMedia(tools, videoPath)).video).toMatchObject({ width: W, height: H });
    const cards = plan.cards!;
    const front = plan.layout.viewport;
    const turnB = plan.scenes!.find((s) => s.backdrop === 1)!.fromMs;
    const quote = plan.quotes![0];
    const inA = Math.round((quote.startMs + Math.min(quote.endMs, turnB)) / 2);
    const [intro, turnA, turnBFrame] = await Promise.all([
      grabRgbFrame(tools, videoPath, 450),
      grabRgbFrame(tools, videoPath, inA),
      grabRgbFrame(tools, videoPath, turnB + 500),
    ]);
    const light = luma([0xf3, 0xed, 0xe4]);
    const isBlue = ([r, , b]: Rgb) => b > r + 60;
    // The intro: A's light card and B's blue one, side by side.
    expect(luma(meanRgb(intro, W, middle(cards.intro[0])))).toBeGreaterThan(light - 25);
    expect(isBlue(meanRgb(intro, W, middle(cards.intro[1])))).toBe(true);
    // A's turn: A in front; B's card at the back, beside it, still blue but dimmed.
    const backB = cards.back[1];
    const peekB = { x: backB.x + 6, y: backB.y + Math.round(backB.height / 4), width: front.x - backB.x - 40, height: Math.round(backB.height / 2) };
    expect(luma(meanRgb(turnA, W, { ...middle(front), height: Math.round(front.height / 8) }))).toBeGreaterThan(light - 25);
    const dimB = meanRgb(turnA, W, peekB);
    expect(isBlue(dimB)).toBe(true);
    expect(luma(dimB)).toBeLessThan(0.6 * luma([0x2a, 0x5b, 0xd7]));
    // ...and its quoted line set large, in white, beside the cards.
    const box = { x: quote.box.x, y: quote.box.y, width: quote.box.w, height: quote.box.h };
    expect(box.x).toBeGreaterThan(front.x + front.width);
    expect(shareNearColor(turnA, W, box, "#FFFFFF", 60)).toBeGreaterThan(0.04);
    // B's turn: B in front, A at the back, dimmed well below its light; A's quote gone.
    expect(isBlue(meanRgb(turnBFrame, W, middle(front)))).toBe(true);
    const backA = cards.back[0];
    const peekA = { x: backA.x + 6, y: backA.y + Math.round(backA.height / 4), width: front.x - backA.x - 40, height: Math.round(backA.height / 2) };
    const dimA = luma(meanRgb(turnBFrame, W, peekA));
    expect(dimA).toBeGreaterThan(60);
    expect(dimA).toBeLessThan(0.65 * light);
    expect(shareNearColor(turnBFrame, W, box, "#FFFFFF", 60)).toBeLessThan(0.01);
  });
});
