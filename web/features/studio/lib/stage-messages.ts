/** The playful lines shown while a roast is in a stage: several per stage, picked by the roast id's last hex digit. */
export const STAGE_MESSAGES: Record<string, string[]> = {
  analyzing: [
    "Scanning your profile for roastable material…",
    "Counting the filters on that selfie…",
    "Reading the bio so you don't have to…",
    "Zooming in on the questionable choices…",
  ],
  generating_script: [
    "Writing jokes your friends will screenshot…",
    "Sharpening the punchline…",
    "Cutting the jokes that were too mean. Mostly.",
    "Consulting the comedy department…",
  ],
  creating_video: ["Rolling the cameras…", "Teaching RoastBot to deliver the punchline…", "Adding captions for the people in the back…", "Cueing the rimshot…"],
  finalizing: ["Plating your roast…", "Adding a pinch of extra heat…", "Polishing the final cut…", "Almost done. Brace yourself."],
  merging_videos: ["Gathering your greatest burns…", "Lining up the roasts back to back…", "Building the ultimate roast reel…"],
  other: ["Warming up the roaster…", "Getting things ready…", "Preheating the grill…"],
};

export const STAGE_LABELS: Record<string, string> = {
  analyzing: "Analyzing",
  generating_script: "Writing the script",
  creating_video: "Creating video",
  finalizing: "Finalizing",
  merging_videos: "Merging videos",
};

/**
 * The message for a roast in a stage: the last hex digit of its id picks the first one, and
 * `tick` (advanced every few seconds) rotates through the rest. A non-hex id starts at 0.
 */
export function pickStageMessage(stage: string | null, roastId: string, tick = 0): string {
  const messages = (stage && STAGE_MESSAGES[stage]) || STAGE_MESSAGES.other;
  const digit = Number.parseInt(roastId.slice(-1), 16);
  const start = Number.isNaN(digit) ? 0 : digit;
  return messages[(start + tick) % messages.length];
}

export const stageLabel = (stage: string | null) => (stage && STAGE_LABELS[stage]) || "Getting ready";
