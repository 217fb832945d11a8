import type { AppContext } from "../../../context";
import type { Analysis, RoastInput, Script } from "../../../roast-engine";
import { type RoastRow, roastKeys } from "../core/roast-row";

/**
 * What a directed roast (issue 44) gives the engine besides its upload: the script chosen (and
 * perhaps edited) from its drafts, the pace, its intensity, and the upload's reading kept from the drafts, so
 * the run neither reads the upload nor writes a script. Every run of the roast (a retry, a
 * re-roast's) gets the same. A reading no longer kept is read again from the upload; nothing for
 * a one-click roast.
 */
export async function readDirectedInput(ctx: Pick<AppContext, "storage">, claim: Pick<RoastRow, "id" | "direction">): Promise<Partial<RoastInput>> {
  const { direction } = claim;
  if (!direction) return {};
  const analysis = await ctx.storage
    .get(roastKeys.reading(claim.id))
    .then((bytes) => JSON.parse(bytes.toString("utf8")) as Analysis)
    .catch(() => undefined);
  return {
    script: direction.script as unknown as Script,
    pace: direction.pace,
    ...(direction.intensity ? { intensity: direction.intensity } : {}),
    ...(analysis ? { analysis } : {}),
  };
}
