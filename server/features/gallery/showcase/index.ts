export { drawSample, SHOWCASE_SAMPLES } from "./draw-sample";
export type { ShowcaseSample, ShowcaseLayout } from "./showcase-sample";

/** One sample per kind for the landing page gallery: Instagram, TikTok, LinkedIn, dating, X, a photo. */
export const SHOWCASE_SAMPLE_IDS = [
  "instagram-sunset-chaser",
  "tiktok-day-in-my-life",
  "linkedin-founder-derek",
  "dating-hinge-sofia",
  "x-thread-jordan",
  "photo-outfit-fitcheck",
] as const;
