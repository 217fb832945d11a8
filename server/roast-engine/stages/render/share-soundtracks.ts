import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { makeSoundtrack, type SoundtrackInput, soundtrackKey } from "./make-soundtrack";

/** Soundtracks made once for a roast's renders, in a folder of their own, removed with `dispose`. */
export interface SharedSoundtracks {
  /** The soundtrack for this voice and plan: made by the first render that asks, shared by every later one that sounds the same. */
  get(input: SoundtrackInput, signal?: AbortSignal): Promise<string>;
  /** Removes every soundtrack: call once no render uses them. */
  dispose(): Promise<void>;
}

/**
 * A roast's orientations share their clock and cues, so their sound is the same: made once, the
 * second render's share of the cores goes to its picture (docs/benchmarks.md). The folder is not
 * a render's temporary: finalizing sweeps those while a later render may still need its sound.
 */
export function shareSoundtracks(tools: MediaTools, dir: string): SharedSoundtracks {
  const made = new Map<string, Promise<string>>();
  return {
    get(input, signal) {
      const key = soundtrackKey(input);
      let soundtrack = made.get(key);
      if (!soundtrack) {
        const name = `soundtrack-${made.size}`;
        soundtrack = mkdir(dir, { recursive: true }).then(() =>
          makeSoundtrack(tools, input, { scratch: join(dir, name), outPath: join(dir, `${name}.m4a`) }, signal),
        );
        made.set(key, soundtrack);
      }
      return soundtrack;
    },
    async dispose() {
      await Promise.allSettled(made.values());
      made.clear();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
