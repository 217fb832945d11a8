import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * An ffmpeg for a process a test is about to kill mid-render: every video encode (x264) waits
 * until the process that started it is gone, then fails; everything else (probes, posters, audio)
 * is handed to the real binary. A roast completes at its first video (ADR 0023), so with a real
 * render it could finish between its stage being seen and the kill on a slow machine.
 */
export async function writeStalledFfmpeg(dir: string): Promise<string> {
  const file = path.join(dir, "stalled-ffmpeg");
  const real = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  await writeFile(file, `#!/bin/sh\ncase "$*" in *libx264*) while kill -0 "$PPID" 2>/dev/null; do sleep 0.2; done; exit 1;; esac\nexec "${real}" "$@"\n`);
  await chmod(file, 0o755);
  return file;
}
