/** How hard a roast goes (issue 44): every level within the same PG-13 rules. */
export const INTENSITIES = ["mild", "medium", "spicy"] as const;
export type Intensity = (typeof INTENSITIES)[number];
export const DEFAULT_INTENSITY: Intensity = "medium";
