import type { CaptionStyle } from "../../common/caption-styles";
import type { Intensity } from "../../common/intensity";
import type { Shot } from "./stages/plan/shot-types";
import type { MediaToolsHealth } from "./infrastructure/tools/check-media-tools";
import type { RenderPlan } from "./stages/plan/render-plan";
import type { CaptionBox, RenderInput } from "./stages/render/render-input";
import type { Analysis, Narrator, NarratorPace, Orientation, Script, Stage, StageTimings, Tier, VoiceTrack } from "./types";
import type { EngineLogger } from "./engine-error";
import type { LlmConfig, ScriptReport } from "./stages/script/create-script-writer";

export interface EngineConfig {
  /** Where the engine reports what it carried on past; standard error without one. */
  logger?: EngineLogger;
  ffmpegPath?: string;
  ffprobePath?: string;
  llm?: LlmConfig;
  tts?: { baseUrl: string; model: string; voice: string; apiKey?: string };
  fetch?: typeof fetch;
  /** The site's host (from PUBLIC_URL) for the end card's "Make yours at …". */
  siteHost?: string;
  /**
   * Load the photo model when the engine is created, off the first roast's clock (default). Test
   * servers that never roast skip it: the model costs seconds of CPU to load.
   */
  preloadPhotoModel?: boolean;
  /**
   * Keep the warm models (the OCR workers, the photo model) for the whole process, shared by every
   * engine made with this option, and leave them running on close: a process that starts many
   * servers one after another (the test suite) loads them once, not ~5 CPU-s' worth per server.
   */
  shareModels?: boolean;
}

export interface RoastInput {
  image: Buffer;
  seed: string;
  tier: Tier;
  /** Adds the watermark whatever the tier (a free roast). */
  watermark: boolean;
  /** All render at once; the first one is finalized (poster) and reported before the others. */
  orientations: Orientation[];
  /** Where the normalised image, voice, videos and poster are written. */
  workDir: string;
  signal?: AbortSignal;
  /** Stop after the script. */
  scriptOnly?: boolean;
  /** Stop once each orientation's render is planned (the voice is made, nothing is rendered). */
  planOnly?: boolean;
  /** Writers'-room lines this user heard lately (their last 20 roasts, a re-roast's parent): never repeated. */
  avoidLineIds?: readonly string[];
  /** Who speaks; unset: the cloud voice when configured, else RoastBot. */
  narrator?: Narrator;
  /** How the captions look; unset: the default (common/caption-styles.ts). */
  captionStyle?: CaptionStyle;
  /** A safe roast: the upload was found borderline (ADR 0019), so nothing is said of a body, a face or clothes. */
  safe?: boolean;
  /** The upload's reading, kept from its drafts (RoastEngine.writeDrafts): used as it is, the upload not read again. */
  analysis?: Analysis;
  /** The script to speak, chosen (and perhaps edited) from the drafts: used as it is, none written. */
  script?: Script;
  /** How fast the narrator speaks, within the clip (stages/voice/pace-voice.ts); unset is normal. */
  pace?: NarratorPace;
  /** How hard the script goes (common/intensity.ts), when one is written; unset is medium. A given `script` is spoken as it is. */
  intensity?: Intensity;
}

export interface DraftsInput {
  image: Buffer;
  seed: string;
  /** How many roasts to write; fewer when the writers' room has nothing more to say. */
  count: number;
  avoidLineIds?: readonly string[];
  safe?: boolean;
  /** How hard the drafts go (docs/decisions/0032-intensity.md); unset is medium. */
  intensity?: Intensity;
  signal?: AbortSignal;
}

/** Drafts written again from a reading already made (RoastEngine.writeDrafts's), e.g. at another intensity. */
export interface RewriteDraftsInput extends Omit<DraftsInput, "image" | "signal"> {
  analysis: Analysis;
}

/** One of an upload's drafts: the script, and the angle it takes (the detail it is about, its family of jokes). */
export interface DraftScript {
  script: Script;
  angle: { detail: string; family: string };
}

export interface RoastOutput {
  orientation: Orientation;
  videoPath: string;
  posterPath?: string;
  durationMs: number;
  /** The frame's size, as rendered (a free roast's is 720p, a paid one's 1080p). */
  width: number;
  height: number;
}

export interface RoastHooks<R extends RoastResult = RoastResult> {
  onStage?(stage: Stage): void | Promise<void>;
  /** The upload has been read (a single roast's, before its script): a product can say what it is while the roast goes on. */
  onAnalysis?(analysis: Analysis): void | Promise<void>;
  onOutput?(output: RoastOutput): void | Promise<void>;
  /**
   * The first video and its poster are finished while later orientations still render: the
   * result so far (`outputs` holds the first video and the poster). A product can publish the
   * roast here rather than after the last render; the run goes on once this settles, and its
   * failure stops the run.
   */
  onFirstVideo?(result: R): void | Promise<void>;
}

export interface RoastResult {
  script: Script;
  analysis: Analysis;
  /** The four stages up to the first output, and the total. */
  timings: StageTimings;
  outputs: { landscape?: string; portrait?: string; poster?: string };
  voice?: VoiceTrack;
  /** What a later render of a missing orientation needs (with the work dir's files). */
  renderInput?: Omit<RenderInput, "orientation" | "outPath">;
  /** The first video's camera shots (source pixels of the normalised image). */
  shots?: Shot[];
  /** Each orientation's caption groups as placed (output pixels). */
  captions?: Partial<Record<Orientation, CaptionBox[]>>;
  /** Each orientation's whole render plan. */
  plans?: Partial<Record<Orientation, RenderPlan>>;
  /** The voice's share of creating_video, and when each video was ready (ms from the start). */
  breakdown?: { voiceMs: number; readyMs: Partial<Record<Orientation, number>> };
  /** Later orientations whose render failed (the first one's failure fails the roast), with why. */
  missing?: Partial<Record<Orientation, string>>;
  /** Set when the language model failed and the offline comedy engine stood in. */
  scriptFallbackReason?: string;
  /** Who wrote the script (the model, the model after a repair, the offline engine instead of it, or with no model) and what went wrong on the way. */
  scriptReport?: ScriptReport;
  /** Set when the cloud voice failed and the offline voice stood in. */
  voiceFallbackReason?: string;
  /** Who actually spoke the take: not the one asked for when a voice failed and another stood in. */
  narrator?: Narrator;
}

/** Which of a battle's two uploads: A is the first. */
export type BattleSide = "a" | "b";

export interface BattleInput extends Omit<RoastInput, "image" | "scriptOnly" | "planOnly" | "safe"> {
  /** The two uploads, A first. */
  images: [Buffer, Buffer];
  /** Per-upload safe flag (moderation verdict borderline), as RoastInput.safe. */
  safe?: [boolean, boolean];
  /** Stop after the script. */
  scriptOnly?: boolean;
  /** Stop once each orientation's render is planned. */
  planOnly?: boolean;
}

export interface BattleTurn {
  side: BattleSide;
  text: string;
  /** The fragment quoted or roasted, if any: the upload's own words, letter for letter, or a visible fact. */
  fragment?: string;
  /** The writers'-room line it was written from, when it was. */
  lineId?: string;
}

export interface BattleVerdict {
  winner: BattleSide;
  /** How each upload is named on screen: @handle, the profile's name, else "Profile A" / "Profile B". */
  names: [string, string];
  /** The reason shown on the verdict card, drawn from analysis facts, e.g. "3 clichés to 5". */
  reason: string;
}

/** A battle's result: `analysis` is A's, `script` the whole battle script (every turn and the verdict). */
export interface BattleResult extends RoastResult {
  battle: { analyses: [Analysis, Analysis]; turns: BattleTurn[]; verdict: BattleVerdict };
}

export interface RoastEngine {
  runRoast(input: RoastInput, hooks?: RoastHooks): Promise<RoastResult>;
  /**
   * Reads an upload once and writes several roasts of it from the offline writers' room, each
   * from another angle; the reading is returned so a render of one of them (RoastInput.analysis
   * and .script) need not read it again.
   */
  writeDrafts(input: DraftsInput): Promise<{ analysis: Analysis; drafts: DraftScript[] }>;
  /** The drafts written again from a kept reading (no image read): milliseconds, for another intensity. */
  rewriteDrafts(input: RewriteDraftsInput): DraftScript[];
  /** Two uploads roasted in turns, one video per orientation and one poster, with a winner. */
  runBattle(input: BattleInput, hooks?: RoastHooks<BattleResult>): Promise<BattleResult>;
  /**
   * One orientation from a kept input, with its poster (not for a battle, whose poster is its
   * verdict board), executing `plan`, the orientation's plan made with the first video (`plans`),
   * so it matches it whatever planning has become since; an input kept without one is planned anew.
   */
  renderOrientation(input: RenderInput, plan?: RenderPlan): Promise<{ videoPath: string; durationMs: number; posterPath?: string }>;
  /** Clips of one account joined in the largest one's size; those of another size re-encoded first (pipelines/join/compile-clips.ts). */
  compile(input: {
    clips: string[];
    orientation: Orientation;
    title: string;
    outPath: string;
    signal?: AbortSignal;
    /** Waits for leave to re-encode (a worker's render slot); asked only when a clip must be. */
    takeEncodeSlot?: () => Promise<() => void>;
  }): Promise<{ path: string; durationMs: number; width: number; height: number }>;
  /** A second of `narrator`'s voice (WAV), made once per process. */
  previewNarrator(narrator: Narrator): Promise<Buffer>;
  /** Whether ffmpeg and ffprobe answer (for the health route; a working answer is kept briefly). */
  checkTools(): Promise<MediaToolsHealth>;
  close(): Promise<void>;
}
