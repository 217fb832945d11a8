import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEncodeArgs } from "../render/encode-settings";
import { createMediaTools } from "../tools/media-tools";
import { FPS } from "../direct/plan-timeline";
import { probeMedia } from "../tools/probe-media";
import { hashVideoPackets } from "../render/testing/inspect-media";
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
    const result = await compileClips(tools, { clips, orientation: "portrait", title: "Roasts of the week", outPath });
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

  it("refuses clips that cannot be joined by stream copy", async () => {
    const wide = await makeClip("wide.mp4", 6.5, "navy", "1280x720");
    await expect(compileClips(tools, { clips: [clips[0], wide], orientation: "portrait", title: "x", outPath: join(dir, "bad.mp4") })).rejects.toThrow(
      /Clip 2/,
    );
    await expect(compileClips(tools, { clips: [clips[0]], orientation: "portrait", title: "x", outPath: join(dir, "bad.mp4") })).rejects.toThrow(
      /at least two/,
    );
  });

  it("joins clips rendered at 30 fps (before ADR 0015) behind a 30 fps card, but not with newer ones", async () => {
    const older = [await makeClip("old-a.mp4", 6.6, "plum", "720x1280", 30), await makeClip("old-b.mp4", 6.8, "olive", "720x1280", 30)];
    const outPath = join(dir, "older.mp4");
    await compileClips(tools, { clips: older, orientation: "portrait", title: "Older", outPath });
    expect((await probeMedia(tools, outPath)).video).toMatchObject({ fps: 30 });
    const [joined, first] = await Promise.all([outPath, older[0]].map((p) => hashVideoPackets(tools, p)));
    expect(joined.slice((TITLE_CARD_MS * 30) / 1000, (TITLE_CARD_MS * 30) / 1000 + first.length)).toEqual(first);
    await expect(compileClips(tools, { clips: [clips[0], older[0]], orientation: "portrait", title: "x", outPath: join(dir, "mixed.mp4") })).rejects.toThrow(
      /Clip 2/,
    );
  });
});
