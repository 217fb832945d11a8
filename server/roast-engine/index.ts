/**
 * The roast engine's public API: image in, roast videos out. Usable without the server (the CLI
 * and the bench use it directly).
 */
export { createRoastEngine } from "./pipeline/create-roast-engine";
export type {
  BattleInput,
  BattleResult,
  BattleSide,
  BattleTurn,
  BattleVerdict,
  EngineConfig,
  RoastEngine,
  RoastHooks,
  RoastInput,
  RoastOutput,
  RoastResult,
} from "./pipeline/engine-types";
export type { RenderInput } from "./render/render-input";
export type { RenderPlan } from "./plan/render-plan";
export { getOutputSize } from "./plan/output-size";
export { getTierOptions } from "./render/tier-options";

export { normalizeImage } from "./image";
export type { NormalizedImage } from "./image";
export { createAnalyzer } from "./analyze";
export type { Analyzer } from "./analyze";
export { checkScriptSafety, createScriptWriter, MODEL_PROBLEMS, writeOfflineScript } from "./script";
export type { ModelProblem, ScriptReport, ScriptWriter } from "./script";

export * from "./types";
export { EngineError, isEngineError, type EngineErrorCode, type EngineLogger } from "./engine-error";
