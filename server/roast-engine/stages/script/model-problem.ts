/**
 * Why a model's roast did not reach the video as it was written: a check refused it (the codes
 * before `bad_answer` are refusals a second request may repair) or the model failed to answer.
 * A closed set: operators count them by code (the roast row's `script_refusals`).
 */
export const MODEL_PROBLEMS = [
  /** A quoted fragment nothing on screen reads close to. */
  "invented_quote",
  /** The owner's words, says the script, of a line the reader is sure is someone else's or the app's. */
  "misattributed",
  /** A slur, something sexual, a threat, strong profanity. */
  "unsafe",
  /** A remark on a protected trait: religion, ethnicity, disability or health, sexuality or gender, body size. */
  "identity",
  /** A safe roast (ADR 0019) that spoke of a body or clothes. */
  "body_in_safe_roast",
  /** More than the narrator can say in the clip, even paced fast. */
  "too_long",
  /** Too short to be a roast. */
  "too_short",
  /** Quotes nothing of a screen full of the person's words. */
  "no_quote",
  /** Not JSON, or not the JSON asked for. */
  "bad_answer",
  /** The endpoint answered an HTTP error or could not be reached. */
  "http_error",
  "timeout",
] as const;

export type ModelProblem = (typeof MODEL_PROBLEMS)[number];

/** What a check found wrong with a model's roast: its code, what to tell the model and the operator, and the fragment at fault. */
export interface Refusal {
  code: ModelProblem;
  reason: string;
  fragment?: string;
}
