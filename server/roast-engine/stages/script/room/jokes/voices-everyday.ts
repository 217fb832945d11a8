import type { TropeSource } from "../joke-types";

/** Everyday moans in people's own words: Mondays, the commute, the weather, sleep, being tired. */
export const EVERYDAY_TROPES: TropeSource[] = [];
