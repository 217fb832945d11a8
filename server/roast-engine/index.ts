/**
 * The roast engine's public API: image in, roast videos out. Usable without the server (the CLI
 * and the bench use it directly).
 */
export { createRoastEngine } from "./create-roast-engine";
export type {
  BattleInput,
  BattleResult,
  BattleSide,
  BattleTurn,
  BattleVerdict,
  DraftScript,
  DraftsInput,
  RewriteDraftsInput,
  EngineConfig,
  RoastEngine,
  RoastHooks,
  RoastInput,
  RoastOutput,
  RoastResult,
} from "./engine-types";
export type { RenderInput } from "./stages/render/render-input";
export type { RenderPlan } from "./stages/plan/render-plan";
export { getOutputSize } from "./stages/plan/output-size";
export { getTierOptions } from "./stages/render/tier-options";

export { normalizeImage } from "./infrastructure/image";
export type { NormalizedImage } from "./infrastructure/image";
export { createAnalyzer } from "./stages/analyze";
export type { Analyzer } from "./stages/analyze";
export { checkScriptSafety, createScriptWriter, MODEL_PROBLEMS, writeOfflineScript } from "./stages/script";
export { checkEditedScript, editScript, type EditRefusal } from "./stages/script/edit-script";
export { fitNarratorPace } from "./stages/voice/fit-narrator-pace";
export { MIN_ROAST_WORDS, MOST_SPOKEN_WORDS } from "./stages/script/fit-voice";
export type { ModelProblem, ScriptReport, ScriptWriter } from "./stages/script";
export type { ImageModerator, ModerationReason, ModerationVerdict } from "./stages/moderate";
export { createMediaTools, type MediaTools } from "./infrastructure/tools/media-tools";

export * from "./types";
export { EngineError, isEngineError, type EngineErrorCode, type EngineLogger } from "./engine-error";
