export { writeOfflineScript } from "./write-offline-script";
export {
  createScriptWriter,
  type LlmConfig,
  type ScriptReport,
  type ScriptWriter,
  type ScriptWriterConfig,
  type WriteInput,
} from "./create-script-writer";
export { MODEL_PROBLEMS, type ModelProblem } from "./model-problem";
export { checkScriptSafety } from "./check-script-safety";
export { countSpokenWords, WORD_BUDGET } from "./word-budget";
