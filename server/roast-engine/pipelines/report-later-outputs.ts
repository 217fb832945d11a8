import type { Orientation } from "../types";
import type { RoastHooks, RoastResult } from "../engine-types";

/** An orientation still rendering once the first video is out. */
export interface LaterRender {
  orientation: Orientation;
  render: Promise<{ videoPath: string; durationMs: number; posterPath?: string; width: number; height: number }>;
}

/**
 * Reports each later orientation as it is ready, in order. One that fails leaves the first video
 * standing and is recorded as missing; an aborted run stops here instead.
 */
export async function reportLaterOutputs(
  later: LaterRender[],
  result: Pick<RoastResult, "outputs"> & { missing: Partial<Record<Orientation, string>> },
  options: { signal?: AbortSignal; onOutput?: RoastHooks["onOutput"] },
): Promise<void> {
  for (const { orientation, render } of later) {
    const output = await render.catch((error: unknown) => {
      options.signal?.throwIfAborted();
      result.missing[orientation] = error instanceof Error ? error.message : String(error);
    });
    if (!output) continue;
    result.outputs[orientation] = output.videoPath;
    const { videoPath, posterPath, durationMs, width, height } = output;
    await options.onOutput?.({ orientation, videoPath, posterPath, durationMs, width, height });
  }
}
