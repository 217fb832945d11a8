import type { RoastView } from "../../../../common/roast";

/** A roast and the re-roasts made of it, shown together. */
export interface RoastGroup {
  roast: RoastView;
  reroasts: RoastView[];
}

/**
 * 'Your Roasts' in its order, each re-roast moved beside the roast it re-rolled (in the original's
 * place: where its Re-roast button was pressed). A re-roast whose original is not in the list
 * (deleted, or past the list's length) stands alone.
 */
export function groupReroasts(roasts: RoastView[]): RoastGroup[] {
  const ids = new Set(roasts.map((r) => r.id));
  const byOriginal = new Map<string, RoastView[]>();
  for (const roast of roasts) {
    if (!roast.reroastOf || !ids.has(roast.reroastOf)) continue;
    byOriginal.set(roast.reroastOf, [...(byOriginal.get(roast.reroastOf) ?? []), roast]);
  }
  return (
    roasts
      .filter((roast) => !roast.reroastOf || !ids.has(roast.reroastOf))
      // Oldest take first: the original, then its re-roasts in the order they were made.
      .map((roast) => ({ roast, reroasts: (byOriginal.get(roast.id) ?? []).slice().reverse() }))
  );
}
