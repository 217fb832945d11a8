import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkMediaTools, requireMediaTools } from "./check-media-tools";
import { createMediaTools } from "./media-tools";

describe("checking the media tools", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "roastreel-tools-test-"));
    await writeFile(path.join(dir, "not-ffprobe"), "#!/bin/sh\necho hello\n");
    await chmod(path.join(dir, "not-ffprobe"), 0o755);
    await writeFile(path.join(dir, "not-executable"), "plain text");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("finds the bundled binaries working", async () => {
    expect(await checkMediaTools(createMediaTools())).toEqual({ ffmpeg: "ok", ffprobe: "ok", problems: [] });
  });

  it("names the setting and the path of a binary that is missing, not executable or something else", async () => {
    const bundled = createMediaTools();
    const missing = await checkMediaTools({ ffmpegPath: "/nowhere/ffmpeg", ffprobePath: bundled.ffprobePath });
    expect(missing).toMatchObject({ ffmpeg: "down", ffprobe: "ok" });
    expect(missing.problems[0]).toMatch(/^FFMPEG_PATH: \/nowhere\/ffmpeg cannot be run/);

    const wrong = await checkMediaTools({ ffmpegPath: path.join(dir, "not-executable"), ffprobePath: path.join(dir, "not-ffprobe") });
    expect(wrong).toMatchObject({ ffmpeg: "down", ffprobe: "down" });
    expect(wrong.problems[1]).toMatch(/FFPROBE_PATH: .*not-ffprobe does not answer like ffprobe/);
    await expect(requireMediaTools({ ffmpegPath: "/nowhere/ffmpeg", ffprobePath: bundled.ffprobePath })).rejects.toThrow(
      /Video tools are not usable:\n {2}- FFMPEG_PATH: \/nowhere\/ffmpeg/,
    );
  });
});
