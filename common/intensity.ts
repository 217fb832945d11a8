/**
 * How hard a directed roast goes (issue 44, docs/decisions/0032-intensity.md): "mild" teases
 * with a wink, "medium" is the one-click roast's own level, "spicy" is sharper and more direct.
 * Every level keeps the same rules (ROAST-STYLE.md): choices, never identity; PG-13; the same
 * safety filter.
 */
export const INTENSITIES = ["mild", "medium", "spicy"] as const;
export type Intensity = (typeof INTENSITIES)[number];
export const isIntensity = (value: unknown): value is Intensity => INTENSITIES.includes(value as Intensity);

/** The level of a roast made without a choice: the one-click roast's. */
export const DEFAULT_INTENSITY: Intensity = "medium";

/** How the studio names each level, and what it says of it. */
export const INTENSITY_LABELS: Record<Intensity, { label: string; description: string }> = {
  mild: { label: "Mild", description: "A friendly tease with a wink" },
  medium: { label: "Medium", description: "The classic roast" },
  spicy: { label: "Spicy", description: "Sharper and more direct, still PG-13" },
};
