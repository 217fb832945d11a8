import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEncodeArgs } from "../../stages/render/encode-settings";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { FPS } from "../../stages/plan/plan-timeline";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import { CARD_BACKGROUND } from "../../stages/render/build-cards";
import { grabRgbFrame, hashVideoPackets, shareNearColor } from "../../stages/render/test-support/inspect-media";
import { TITLE_CARD_MS } from "./compile-args";
import { compileClips } from "./compile-clips";

const tools = createMediaTools();
let dir: string;
const clips: string[] = [];

/** A finished-clip stand-in: a coloured frame and a tone, encoded exactly as renders are. */
async function makeClip(name: string, seconds: number, color: string, size = "720x1280", fps = FPS): Promise<string> {
  const path = join(dir, name);
  await tools.runFfmpeg([
    ...["-loglevel", "error", "-f", "lavfi", "-i", `color=c=${color}:s=${size}:r=${fps}:d=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=f=330:r=44100:d=${seconds}`],
    ...buildEncodeArgs({ fps }),
    ...["-t", String(seconds), path],
  ]);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-compile-"));
  clips.push(await makeClip("a.mp4", 7, "red"), await makeClip("b.mp4", 6.5, "teal"), await makeClip("c.mp4", 7.2, "gold"));
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("compileClips", () => {
  it("puts a title card before three clips, summing their durations", async () => {
    const outPath = join(dir, "compilation.mp4");
    // A stream copy is no render: it never waits for the worker's render slot.
    const takeEncodeSlot = () => Promise.reject(new Error("a stream copy asked for the render slot"));
    const result = await compileClips(tools, { clips, orientation: "portrait", title: "Roasts of the week", outPath, takeEncodeSlot });
    const parts = await Promise.all(clips.map((c) => probeMedia(tools, c)));
    const expected = TITLE_CARD_MS + parts.reduce((sum, p) => sum + p.durationMs, 0);
    expect(result.path).toBe(outPath);
    expect(Math.abs(result.durationMs - expected)).toBeLessThan(150);
    const info = await probeMedia(tools, outPath);
    expect(info.video).toMatchObject({ width: 720, height: 1280, fps: FPS });
    expect(info.audio).toMatchObject({ sampleRate: 44100, channels: 2 });
    expect((await readdir(dir)).filter((n) => n.includes(".tmp-"))).toEqual([]);
  });

  it("copies the clips' video packets untouched (stream copy, no re-encode)", async () => {
    const outPath = join(dir, "copy-check.mp4");
    await compileClips(tools, { clips: clips.slice(0, 2), orientation: "portrait", title: "Two", outPath });
    const [joined, first, second] = await Promise.all([outPath, ...clips.slice(0, 2)].map((p) => hashVideoPackets(tools, p)));
    const card = (TITLE_CARD_MS * FPS) / 1000;
    expect(joined).toHaveLength(card + first.length + second.length);
    expect(joined.slice(card, card + first.length)).toEqual(first);
    expect(joined.slice(card + first.length)).toEqual(second);
  });

  it("fits clips of another size to the largest: a 720p clip scaled to fill 1080p, another shape letterboxed, matching clips still copied", async () => {
    const big = await makeClip("big.mp4", 3, "red", "1080x1920");
    const small = await makeClip("small.mp4", 3, "teal", "720x1280");
    const wide = await makeClip("wide.mp4", 3, "gold", "1280x720");
    const outPath = join(dir, "fitted.mp4");
    // The re-encodes wait for the render slot once, and give it back.
    const slot = { taken: 0, released: 0 };
    const takeEncodeSlot = async () => {
      slot.taken++;
      return () => void slot.released++;
    };
    const result = await compileClips(tools, { clips: [small, big, wide], orientation: "portrait", title: "Mixed", outPath, takeEncodeSlot });
    expect(slot).toEqual({ taken: 1, released: 1 });
    const parts = await Promise.all([small, big, wide].map((c) => probeMedia(tools, c)));
    expect(Math.abs(result.durationMs - (TITLE_CARD_MS + parts.reduce((sum, p) => sum + p.durationMs, 0)))).toBeLessThan(150);
    expect((await probeMedia(tools, outPath)).video).toMatchObject({ width: 1080, height: 1920, fps: FPS });
    // The whole file decodes cleanly: the re-encoded pieces share the copied ones' parameter sets.
    expect((await tools.runFfmpeg(["-v", "error", "-i", outPath, "-f", "null", "-"])).stderrTail).toBe("");
    // The 1080p clip's packets are copied untouched, after the card and the re-encoded 720p clip.
    const [joined, bigPackets] = await Promise.all([outPath, big].map((p) => hashVideoPackets(tools, p)));
    const card = (TITLE_CARD_MS * FPS) / 1000;
    const smallFrames = Math.round((parts[0].durationMs * FPS) / 1000);
    expect(joined.slice(card + smallFrames, card + smallFrames + bigPackets.length)).toEqual(bigPackets);
    const frameAt = (ms: number) => grabRgbFrame(tools, outPath, ms);
    const whole = { x: 0, y: 0, width: 1080, height: 1920 };
    // The 720p clip fills the whole frame: no bars.
    expect(shareNearColor(await frameAt(TITLE_CARD_MS + 1500), 1080, whole, "#008080")).toBeGreaterThan(0.95);
    // The landscape clip sits whole in the middle (1080x608), bars of the card's colour above and below.
    const wideFrame = await frameAt(TITLE_CARD_MS + parts[0].durationMs + parts[1].durationMs + 1500);
    expect(shareNearColor(wideFrame, 1080, { x: 0, y: 660, width: 1080, height: 600 }, "#ffd700")).toBeGreaterThan(0.95);
    expect(shareNearColor(wideFrame, 1080, { x: 0, y: 0, width: 1080, height: 650 }, CARD_BACKGROUND, 30)).toBeGreaterThan(0.95);
    expect(shareNearColor(wideFrame, 1080, { x: 0, y: 1270, width: 1080, height: 650 }, CARD_BACKGROUND, 30)).toBeGreaterThan(0.95);
  });

  it("refuses only what no format can hold: fewer than two clips, a clip without a picture", async () => {
    const soundOnly = join(dir, "sound-only.mp4");
    await tools.runFfmpeg(["-loglevel", "error", "-f", "lavfi", "-i", "sine=f=330:r=44100:d=2", "-c:a", "aac", soundOnly]);
    const refusal = compileClips(tools, { clips: [clips[0], soundOnly], orientation: "portrait", title: "x", outPath: join(dir, "bad.mp4") });
    await expect(refusal).rejects.toThrow(/Clip 2 has no video/);
    await expect(refusal).rejects.toMatchObject({ name: "EngineError", code: "BAD_INPUT" });
    await expect(compileClips(tools, { clips: [clips[0]], orientation: "portrait", title: "x", outPath: join(dir, "bad.mp4") })).rejects.toThrow(
      /at least two/,
    );
  });

  it("joins clips rendered at 30 fps (before ADR 0015) behind a 30 fps card, and re-encodes one beside newer ones", async () => {
    const older = [await makeClip("old-a.mp4", 6.6, "plum", "720x1280", 30), await makeClip("old-b.mp4", 6.8, "olive", "720x1280", 30)];
    const outPath = join(dir, "older.mp4");
    await compileClips(tools, { clips: older, orientation: "portrait", title: "Older", outPath });
    expect((await probeMedia(tools, outPath)).video).toMatchObject({ fps: 30 });
    const [joined, first] = await Promise.all([outPath, older[0]].map((p) => hashVideoPackets(tools, p)));
    expect(joined.slice((TITLE_CARD_MS * 30) / 1000, (TITLE_CARD_MS * 30) / 1000 + first.length)).toEqual(first);
    const mixedPath = join(dir, "mixed.mp4");
    await compileClips(tools, { clips: [clips[0], older[0]], orientation: "portrait", title: "x", outPath: mixedPath });
    expect((await probeMedia(tools, mixedPath)).video).toMatchObject({ width: 720, height: 1280, fps: FPS });
    const [mixed, newer] = await Promise.all([mixedPath, clips[0]].map((p) => hashVideoPackets(tools, p)));
    const card = (TITLE_CARD_MS * FPS) / 1000;
    expect(mixed.slice(card, card + newer.length)).toEqual(newer);
    // The 30 fps clip as 24 fps frames.
    expect(mixed.length - card - newer.length).toBe(Math.round(((await probeMedia(tools, older[0])).durationMs * FPS) / 1000));
  });
});
