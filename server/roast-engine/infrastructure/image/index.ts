export { normalizeImage, DEFAULT_MAX_BYTES, DEFAULT_MAX_PIXELS, MAX_SIDE, MIN_SIDE, MAX_ASPECT_RATIO } from "./normalize-image";
export type { NormalizedImage, ImageLimits } from "./normalize-image";
