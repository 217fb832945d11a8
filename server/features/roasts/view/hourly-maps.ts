/** A map for the hour its signed links end in (see createHourlyMap). */
export interface HourlyMap<V> {
  /** The map for links ending at `expiresAtSec`: asked for another hour, it starts empty. */
  of(expiresAtSec: number): Map<string, V>;
  size(): number;
}

/**
 * One map for the hour its signed links end in: asked for another hour, it starts empty, so
 * nothing kept with last hour's links is handed out after they expire.
 */
export function createHourlyMap<V>(): HourlyMap<V> {
  let hour: { expiresAtSec: number; map: Map<string, V> } | undefined;
  return {
    of(expiresAtSec) {
      if (!hour || hour.expiresAtSec !== expiresAtSec) hour = { expiresAtSec, map: new Map() };
      return hour.map;
    },
    size: () => hour?.map.size ?? 0,
  };
}
