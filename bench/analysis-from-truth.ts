import type { ScreenTruth } from "./reading-set";
import { type Analysis, type LineRole, NO_PHOTO_FACTS, type ScreenLine } from "../server/roast-engine/types";

const OWN_ROLE: Record<ScreenTruth["kind"], LineRole> = {
  profile: "bio",
  post: "caption",
  story: "caption",
  dating: "answer",
  chat: "chat_message",
  comment: "comment",
  photo: "caption",
};

/**
 * A perfect reading of a screenshot, from its ground truth: what the writers' room gets when
 * screen reading is right. `--truth` measures the room alone, apart from OCR.
 */
export function makeAnalysisFromTruth(truth: ScreenTruth): Analysis {
  let y = 0;
  const line = (text: string, role: LineRole, owner: ScreenLine["owner"]): ScreenLine => {
    y += 50;
    return { text, role, owner, box: { x: 20, y, w: 900, h: 40 }, confidence: 1 };
  };
  const lines = [
    ...truth.uiWords.map((t) => line(t, "ui", "ui")),
    ...(truth.handle ? [line(`@${truth.handle.replace(/^@/, "")}`, "handle", "self")] : []),
    ...truth.ownWords.map((t) => line(t, OWN_ROLE[truth.kind], "self")),
    ...truth.stickers.map((t) => line(t, "sticker", "self")),
    ...truth.details.map((t) => line(t, "detail", "self")),
    ...Object.entries(truth.counts).map(([label, value]) => line(`${value.toLocaleString("en-US")} ${label}`, "count", "self")),
    ...truth.others.flatMap((o) => o.words.map((t) => ({ ...line(t, "comment", "other"), author: o.name }))),
  ];
  const own = lines.filter((l) => l.owner === "self" && ["bio", "caption", "answer", "chat_message", "comment", "sticker", "detail"].includes(l.role));
  return {
    text: lines.map((l) => l.text),
    lines,
    quotes: own.map((l) => ({ text: l.text, role: l.role, box: l.box })),
    kind: truth.kind,
    handles: truth.handle ? [`@${truth.handle.replace(/^@/, "")}`] : [],
    hashtags: truth.ownWords.join(" ").match(/#\w+/g) ?? [],
    counts: truth.counts,
    bioPhrases: [],
    jobTitles: [],
    platform: truth.platform,
    platformConfidence: 1,
    visual: {
      width: 1080,
      height: 2000,
      dominantColors: [],
      colorNames: [],
      brightness: truth.dark ? 0.1 : 0.9,
      blurriness: 0,
      isScreenshot: truth.kind !== "photo",
    },
    photo: NO_PHOTO_FACTS,
  };
}
