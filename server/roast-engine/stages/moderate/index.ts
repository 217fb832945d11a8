export { judgeModeration, MODERATION_THRESHOLDS } from "./judge-moderation";
export type { ModerationDecision, ModerationReason, ModerationVerdict } from "./judge-moderation";
export { createImageModerator, moderateImage, readModerationPixels } from "./moderate-image";
export type { ImageModerator } from "./moderate-image";
export { closeModerationModel, getModerationModel } from "./moderation-model";
export type { ModerationModel } from "./moderation-model";
export { MODERATION_CLASSES, type ModerationScores } from "./moderation-scores";
