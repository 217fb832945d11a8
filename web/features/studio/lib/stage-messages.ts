import type { Narrator, RoastView, UploadKind } from "../../../../common/roast";

/** The studio's own stage for a roast whose upload is still being sent (the server never reports it). */
export const UPLOADING_STAGE = "uploading";

/** What a running roast's lines may speak of: what it is, what analysis found, who narrates it. */
export type MessageRoast = Pick<RoastView, "id" | "status" | "processingStage" | "kind" | "platform" | "upload" | "narrator" | "reroastOf">;

const READING = ["Reading your upload…", "Looking for roastable material…", "Zooming in on the questionable choices…"];
const READING_BATTLE = ["Sizing up both contenders…", "Reading both uploads…", "Looking for weak spots in both corners…"];
const READING_AGAIN = ["Taking a fresh look at the same picture…", "Looking for what the first take missed…", "Reading it again, closer this time…"];

const WRITING = ["Sharpening the punchline…", "Writing jokes your friends will screenshot…", "Cutting the jokes that were too mean. Mostly."];
const WRITING_AGAIN = ["Writing a brand-new take…", "Throwing out the old jokes…", "Finding a fresh angle…"];
const WRITING_BATTLE = ["Writing jokes for both corners…", "Keeping score…", "Picking a winner. No pressure."];
/** What there is to read depends on what was uploaded. */
const WRITING_ABOUT: Record<UploadKind, string> = {
  profile: "Reading the bio so you don't have to…",
  post: "Reading the caption so you don't have to…",
  story: "Watching the story so you don't have to…",
  dating: "Reading the prompts so you don't have to…",
  chat: "Reading the chat so you don't have to…",
  comment: "Reading the comments so you don't have to…",
  photo: "Studying that photo from every angle…",
};
/** A screenshot's platform has its own habits to mock. */
const WRITING_ON: Record<string, string> = {
  instagram: "Counting the hashtags…",
  tiktok: "Watching it back at 2x speed…",
  linkedin: "Translating the corporate speak…",
  twitter: "Counting the hot takes…",
  facebook: "Scrolling past the minion memes…",
  dating: "Swiping through the red flags…",
};

const VOICED_BY: Record<Narrator, string> = {
  flite: "Deadpan is reading your lines. Straight face, as always.",
  roastbot: "Teaching RoastBot to deliver the punchline…",
  cloud: "The studio voice is in the booth…",
};
const FILMING = ["Rolling the cameras…", "Adding captions for the people in the back…", "Cueing the rimshot…"];
const FILMING_BATTLE = ["Rolling the cameras on both corners…", "Setting up the scoreboard…", "Cueing the bell…"];
const FINISHING = ["Plating your roast…", "Adding a pinch of extra heat…", "Polishing the final cut…"];

const GATHERING = ["Gathering your greatest burns…", "Lining up the roasts back to back…", "Building the ultimate roast reel…"];
const JOINING = ["Stitching your roasts together…", "Splicing the burns end to end…", "Building the ultimate roast reel…"];
const WARMING_UP = ["Warming up the roaster…", "Getting things ready…", "Preheating the grill…"];

function writingLines(roast: MessageRoast): string[] {
  if (roast.kind === "battle") return WRITING_BATTLE;
  const lines = roast.reroastOf ? [...WRITING_AGAIN] : [...WRITING];
  const upload = roast.upload;
  if (upload) {
    lines.unshift(WRITING_ABOUT[upload.kind]);
    const habit = upload.kind === "photo" ? undefined : WRITING_ON[upload.platform];
    if (habit) lines.splice(1, 0, habit);
  }
  return lines;
}

/**
 * The lines a running roast may show: only what is true of it. Before analysis has read the
 * upload nothing is said about what it shows; a compilation speaks no lines; the voice named is
 * the narrator chosen.
 */
export function stageMessages(roast: MessageRoast): string[] {
  if (roast.status === "pending") {
    if (roast.processingStage !== UPLOADING_STAGE) return ["Waiting for a free roaster…"];
    return [roast.kind === "battle" ? "Sending both pictures to the roaster…" : "Sending your picture to the roaster…"];
  }
  const isCompilation = roast.platform === "compilation";
  switch (roast.processingStage) {
    case "analyzing":
      return roast.kind === "battle" ? READING_BATTLE : roast.reroastOf ? READING_AGAIN : READING;
    case "generating_script":
      return writingLines(roast);
    case "creating_video":
      if (isCompilation) return JOINING;
      return [VOICED_BY[roast.narrator] ?? FILMING[0], ...(roast.kind === "battle" ? FILMING_BATTLE : FILMING)];
    case "finalizing":
      return FINISHING;
    case "merging_videos":
      return GATHERING;
    default:
      return WARMING_UP;
  }
}

/**
 * The line for a running roast: the last hex digit of its id picks the first one, and `tick`
 * (advanced every few seconds) rotates through the rest. A non-hex id starts at 0.
 */
export function pickStageMessage(roast: MessageRoast, tick = 0): string {
  const messages = stageMessages(roast);
  const digit = Number.parseInt(roast.id.slice(-1), 16);
  const start = Number.isNaN(digit) ? 0 : digit;
  return messages[(start + tick) % messages.length];
}

export const STAGE_LABELS: Record<string, string> = {
  analyzing: "Analyzing",
  generating_script: "Writing the script",
  creating_video: "Creating video",
  finalizing: "Finalizing",
  merging_videos: "Merging videos",
};

/** The stage as its heading says it: a pending roast is "Pending" (the spec's word), or "Uploading" while it is sent. */
export function stageLabel(roast: Pick<RoastView, "status" | "processingStage">): string {
  if (roast.status === "pending") return roast.processingStage === UPLOADING_STAGE ? "Uploading" : "Pending";
  return (roast.processingStage && STAGE_LABELS[roast.processingStage]) || "Getting ready";
}
