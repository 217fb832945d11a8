import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { planRoastStill } from "../../stages/plan/plan-render";
import { type StageFiles, prepareStage, stagePaths } from "../../stages/render/prepare-stage";
import { BACKGROUND_NICENESS, TEMP_MARKER } from "../../stages/render/render-video";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { Orientation, TierOptions } from "../../types";

/** Each orientation's stage, being composed; undefined when it could not be (its render makes its own). */
export interface PreparedStills {
  get(orientation: Orientation): Promise<StageFiles | undefined>;
  /** Stops what still runs and removes every stage file made here. */
  dispose(): Promise<void>;
}

/**
 * Composes every orientation's stage from the upload alone (stages/plan/plan-render.ts's
 * planRoastStill), started as soon as the upload is read: the stage needs no script and no voice,
 * so it is made while a model writes the script and the voice is spoken, off the first video's
 * path. The first orientation's at normal priority, the others behind it, as their renders run.
 */
export function prepareStills(
  tools: MediaTools,
  run: {
    image: { path: string; width: number; height: number };
    orientations: Orientation[];
    options: Pick<TierOptions, "upscale">;
    workDir: string;
    signal?: AbortSignal;
  },
): PreparedStills {
  const stop = new AbortController();
  const signal = run.signal ? AbortSignal.any([run.signal, stop.signal]) : stop.signal;
  // Every file a stage run may have begun, whether it finished or was stopped.
  const begun: string[] = [];
  const stills = new Map(
    run.orientations.map((orientation, i) => {
      const making = (async () => {
        const dir = join(run.workDir, orientation);
        await mkdir(dir, { recursive: true });
        const plan = planRoastStill(run.image, orientation, run.options);
        const prefix = join(dir, `still${TEMP_MARKER}`);
        begun.push(...Object.values(stagePaths(prefix)));
        return prepareStage(tools, run.image, plan, prefix, { signal, niceness: i === 0 ? undefined : BACKGROUND_NICENESS });
      })().catch(() => undefined);
      return [orientation, making] as const;
    }),
  );
  return {
    get: (orientation) => stills.get(orientation) ?? Promise.resolve(undefined),
    dispose: async () => {
      stop.abort();
      await Promise.all(stills.values());
      await Promise.all(begun.map((path) => rm(path, { force: true })));
    },
  };
}
