import type { Orientation, TierOptions } from "../../types";

/** Output frame size: 1080p with the upscale option, 720p otherwise; each orientation its own shape. */
export function getOutputSize(orientation: Orientation, options: Pick<TierOptions, "upscale">) {
  const [long, short] = options.upscale ? [1920, 1080] : [1280, 720];
  return orientation === "landscape" ? { width: long, height: short } : { width: short, height: long };
}
