import type { MediaTools } from "../infrastructure/tools/media-tools";
import type { Analyzer } from "../stages/analyze";
import type { ScriptWriterConfig } from "../stages/script";
import type { TtsProvider } from "../stages/voice/cloud-tts";

/** What the engine hands both its pipelines, a single roast's and a battle's (create-roast-engine.ts). */
export interface PipelineDeps {
  tools: MediaTools;
  getAnalyzer(): Analyzer;
  script: Omit<ScriptWriterConfig, "onFallback">;
  cloudTts?: TtsProvider;
  /** The site's address for the end card's call to make your own. */
  siteHost?: string;
}
