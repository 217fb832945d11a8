import type { RoastHooks } from "../engine-types";
import type { Stage, StageTimings } from "../types";

/**
 * The stages' clock of one run (a roast or a battle): each stage is announced through the hooks,
 * then timed. The hook is awaited first, so what it waits for is not the stage's time.
 */
export function createStageTimer(hooks: RoastHooks, signal?: AbortSignal) {
  const timings: StageTimings = { analyzing: 0, generating_script: 0, creating_video: 0, finalizing: 0, total: 0 };
  const stage = async <T>(name: Stage, work: () => Promise<T>): Promise<T> => {
    signal?.throwIfAborted();
    await hooks.onStage?.(name);
    const start = performance.now();
    const result = await work();
    // Rounded down, so the stages never add up to more than the (rounded) total.
    timings[name] = Math.floor(performance.now() - start);
    return result;
  };
  return { timings, stage };
}
