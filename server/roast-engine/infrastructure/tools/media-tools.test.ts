import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FFMPEG_MMAP_THRESHOLD, createMediaTools } from "./media-tools";

describe("createMediaTools", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("runs ffmpeg with the fonts' configuration and a fixed mmap threshold, nothing else from the environment", async () => {
    const dir = await mkdtemp(join(tmpdir(), "media-tools-"));
    dirs.push(dir);
    // A stand-in binary that prints the environment it was given.
    const printEnv = join(dir, "print-env");
    await writeFile(printEnv, "#!/bin/sh\n/usr/bin/env\n");
    await chmod(printEnv, 0o755);
    const tools = createMediaTools({ ffmpegPath: printEnv, ffprobePath: printEnv });
    // The shell adds its own PWD; nothing of this process's environment (PATH, HOME) is passed on.
    const given = (await tools.runFfmpeg([])).stdout
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("PWD="));
    expect(given.sort()).toEqual([expect.stringMatching(/^FONTCONFIG_FILE=.*fonts\.conf$/), `MALLOC_MMAP_THRESHOLD_=${FFMPEG_MMAP_THRESHOLD}`]);
    expect((await tools.runFfprobe([])).stdout).toContain(`MALLOC_MMAP_THRESHOLD_=${FFMPEG_MMAP_THRESHOLD}`);
  });
});
