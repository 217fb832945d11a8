import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "./roast-test-kit";

/** A stand-in that fails every render, but answers -version as start-up checks. */
export const FAILING_FFMPEG = () => 'case "$*" in *-version*) echo "ffmpeg version stand-in"; exit 0;; esac\necho "cannot render" >&2\nexit 1';

export interface StandInServer {
  server: TestServer;
  /** The stand-in's own folder, for the notes it leaves. */
  dir: string;
  close(): Promise<void>;
}

/**
 * A test server whose ffmpeg is a shell script of the test's own: it may fail, wait or take notes,
 * and usually hands over to the real binary (`real`). A real failure or delay, not a mocked engine.
 */
export async function startWithStandInFfmpeg(
  name: string,
  script: (paths: { real: string; dir: string }) => string,
  env: Record<string, string> = {},
): Promise<StandInServer> {
  const dir = await mkdtemp(path.join(tmpdir(), `roastreel-${name}-`));
  const ffmpeg = path.join(dir, "ffmpeg");
  const real = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  await writeFile(ffmpeg, `#!/bin/sh\n${script({ real, dir })}\n`);
  await chmod(ffmpeg, 0o755);
  const server = await startTestServer({ FFMPEG_PATH: ffmpeg, ...env });
  return {
    server,
    dir,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
