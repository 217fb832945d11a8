import type { Box } from "../../types";

/** How near the image's side, as a share of its width, text must come to have been cut there. */
const SIDE = 0.006;

/**
 * Whether a line reaches the left or right side of the image. Every app leaves a margin beside
 * its text, so a line that touches the side was cut by a crop through it ("…about the previous
 * rewri"): its words at that side are not whole, and no quote is taken from it.
 */
export const reachesSide = (box: Box, width: number): boolean => width > 0 && (box.x <= width * SIDE || box.x + box.w >= width * (1 - SIDE));
