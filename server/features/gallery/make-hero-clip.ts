import { join } from "node:path";
import type { MediaTools } from "../../roast-engine";

/** The sample the landing heroes loop: a dark profile, so the light hero copy stands out over it. */
export const HERO_SAMPLE_ID = "tiktok-day-in-my-life";

/** The hero loop's source: its first two seconds (the whole profile, then the cut to its bio). */
const SOURCE_SEC = 2;

/**
 * Makes the hero's loop from a rendered portrait sample: only the top of the frame (the roast's
 * captions run lower, and would pass under the hero's form), 540 px square, blurred past reading,
 * played forward then backward so it loops without a jump, without sound: ~40 KB instead of the
 * 2.5 MB portrait. Its poster is its first frame, so nothing moves when the video takes over.
 */
export async function makeHeroClip(
  tools: MediaTools,
  sourcePath: string,
  outDir: string,
  signal?: AbortSignal,
): Promise<{ videoPath: string; posterPath: string }> {
  const videoPath = join(outDir, "hero.mp4");
  const posterPath = join(outDir, "hero.jpg");
  await tools.runFfmpeg(
    [
      ...["-t", String(SOURCE_SEC), "-i", sourcePath],
      "-filter_complex",
      "[0:v]crop=iw:iw:0:0,scale=540:540,boxblur=luma_radius=16:luma_power=2:chroma_radius=16:chroma_power=2,setpts=PTS-STARTPTS,fps=24,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0,format=yuv420p[v]",
      ...["-map", "[v]", "-an", "-c:v", "libx264", "-preset", "slow", "-crf", "30", "-g", "48", "-pix_fmt", "yuv420p", "-movflags", "+faststart", videoPath],
    ],
    signal,
  );
  await tools.runFfmpeg(["-i", videoPath, "-frames:v", "1", "-q:v", "5", posterPath], signal);
  return { videoPath, posterPath };
}

/** A gallery card's poster: the sample's 1080x1920 poster at 360 px wide (~20 KB instead of ~120 KB). */
export async function makeCardPoster(tools: MediaTools, posterPath: string, outPath: string, signal?: AbortSignal): Promise<void> {
  await tools.runFfmpeg(["-i", posterPath, "-vf", "scale=360:-2", "-q:v", "5", outPath], signal);
}
