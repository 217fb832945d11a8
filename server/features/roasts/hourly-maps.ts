import type { AppContext } from "../../context";

/**
 * One map per app context for the hour its signed links end in: asked for another hour, it starts
 * empty, so nothing kept with last hour's links is handed out after they expire.
 */
export function createHourlyMaps<V>() {
  const hours = new WeakMap<AppContext, { expiresAtSec: number; map: Map<string, V> }>();
  return {
    of(ctx: AppContext, expiresAtSec: number): Map<string, V> {
      let hour = hours.get(ctx);
      if (!hour || hour.expiresAtSec !== expiresAtSec) {
        hour = { expiresAtSec, map: new Map() };
        hours.set(ctx, hour);
      }
      return hour.map;
    },
    size: (ctx: AppContext) => hours.get(ctx)?.map.size ?? 0,
  };
}
