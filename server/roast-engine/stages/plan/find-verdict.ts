import type { Analysis, Script, UploadKind } from "../../types";

/** Words that make a profile cringe harder, each found once. */
const BUZZWORDS = [
  "thought leader",
  "visionary",
  "entrepreneur",
  "founder",
  "ceo",
  "guru",
  "ninja",
  "rockstar",
  "hustle",
  "grind",
  "blessed",
  "vibes",
  "influencer",
  "passionate",
  "disrupt",
  "crypto",
  "alpha",
  "mindset",
  "manifest",
  "wanderlust",
  "serial",
  "coach",
  "empower",
  "synergy",
  "living my best",
  "no drama",
  "fluent in sarcasm",
  "dog mom",
  "foodie",
];

const LABELS: Record<UploadKind, string> = {
  profile: "Cringe level",
  post: "Cringe level",
  story: "Cringe level",
  comment: "Cringe level",
  dating: "Swipe-left risk",
  chat: "Awkwardness",
  photo: "Main character energy",
};

export interface Verdict {
  label: string;
  percent: number;
  text: string;
}

/**
 * The end card's verdict, from what the analysis found (never random): buzzwords, hashtags,
 * stacked job titles, following far more people than follow back, a mirror selfie, and how much
 * of the upload the roast could quote. Same facts, same verdict. Between 41 % and 99 %.
 */
export function findVerdict(
  analysis: Pick<Analysis, "kind" | "text" | "hashtags" | "jobTitles" | "counts" | "photo" | "quotes">,
  script: Pick<Script, "quoted" | "targets">,
): Verdict {
  const text = ` ${analysis.text.join(" ").toLowerCase()} `;
  const buzz = BUZZWORDS.filter((w) => text.includes(w)).length;
  const { followers, following } = analysis.counts;
  const chasing = following !== undefined && followers !== undefined && following > 2 * Math.max(followers, 1);
  const points =
    Math.min(24, buzz * 6) +
    Math.min(15, analysis.hashtags.length * 3) +
    Math.min(12, Math.max(0, analysis.jobTitles.length - 1) * 6) +
    (chasing ? 8 : 0) +
    (analysis.photo.pose.mirrorSelfie ? 10 : analysis.photo.pose.selfie ? 5 : 0) +
    Math.min(8, analysis.quotes.length * 2) +
    Math.min(8, Math.max(script.quoted.length, script.targets.length) * 4);
  const percent = Math.max(41, Math.min(99, 52 + points));
  const label = LABELS[analysis.kind] ?? LABELS.profile;
  return { label, percent, text: `${label}: ${percent}%` };
}
