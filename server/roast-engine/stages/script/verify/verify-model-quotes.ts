import { sureApp } from "../room/claims";
import type { Analysis, Box, ScriptTarget } from "../../../types";
import type { Refusal } from "../model-problem";
import { splitWords } from "../word-budget";
import { findQuotedSpans } from "./find-quoted-spans";
import { findSpokenWords } from "./find-spoken-words";
import { type Whose, judgeAttribution } from "./judge-attribution";
import { type ScreenMatch, matchOnScreen } from "./match-on-screen";
import { matchWords } from "./match-text";
import { findPhotoClaimBox } from "./photo-claim-box";
import { buildScreenRuns } from "./screen-runs";

/** A target as the model names it: the fragment it quotes or the photo's thing it roasts, and whose words a quote is. */
export interface ModelTarget {
  fragment: string;
  kind?: string;
  whose?: Whose;
}

/** Kinds of target that are the screen's words; every other kind is something the model saw in the photo. */
const TEXT_KINDS = new Set(["quote", "count", "handle", "hashtag", "text", "caption", "bio"]);

export type VerifiedQuotes = { quoted: string[]; targets: ScriptTarget[] } | { refusal: Refusal };

/** Whether a fragment reads anywhere on an upload's screen (what a battle's fragments, listed without a kind, are told apart by). */
export const isOnScreen = (fragment: string, analysis: Analysis): boolean => matchOnScreen(fragment, buildScreenRuns(analysis.lines)).length > 0;

/** A text ellipsis marks words left out: each side is checked on its own. */
const splitAtEllipsis = (fragment: string) =>
  fragment
    .split(/\s*(?:…|\.{3})\s*/u)
    .map((part) => part.trim())
    .filter((part) => matchWords(part).length > 0);

const sameWords = (a: string, b: string) => matchWords(a).join(" ") === matchWords(b).join(" ");
const containsWords = (whole: string, part: string) => ` ${matchWords(whole).join(" ")} `.includes(` ${matchWords(part).join(" ")} `);

/**
 * Checks what a model's roast quotes against the screen itself (every OCR line, whatever role the
 * reader gave it), not against what the offline reader kept as the owner's: every fragment it
 * lists and every span it puts in quotation marks must read on screen, up to what OCR and
 * typography change (match-on-screen.ts); the words it says are the owner's must not surely be
 * someone else's (judge-attribution.ts). What it says of the photo stands: the model sees the
 * image. Gives each target its box for the camera, or the first thing found false.
 */
export function verifyModelQuotes(
  beats: string[],
  listed: ModelTarget[],
  analysis: Analysis,
  /** A battle's turn may quote the other upload in passing (`alsoOn`), and its comparison need not quote its own (`requireQuote`). */
  options: { alsoOn?: Analysis; requireQuote?: boolean } = {},
): VerifiedQuotes {
  const text = beats.join(" ");
  const isText = (t: ModelTarget) => t.kind === undefined || TEXT_KINDS.has(t.kind);
  const photoClaims = listed.filter((t) => !isText(t) && matchWords(t.fragment).length > 0);
  // The text claims: those listed, and anything said in quotation marks (a photo claim's words aside).
  const claims: ModelTarget[] = listed.filter((t) => isText(t) && matchWords(t.fragment).length > 0);
  for (const span of findQuotedSpans(text)) {
    // Words the model says it sees in the photo (a sign, a T-shirt's print) are a photo claim: OCR reads little of a photo.
    if (claims.some((c) => sameWords(c.fragment, span)) || photoClaims.some((p) => containsWords(p.fragment, span))) continue;
    claims.push({ fragment: span, kind: "quote", whose: "unknown" });
  }

  const runs = buildScreenRuns(analysis.lines);
  // An app the reader recognised: its attribution of lines is as good as its rules for that app's layout.
  const knownLayout = sureApp(analysis) !== "generic";
  const otherRuns = options.alsoOn ? buildScreenRuns(options.alsoOn.lines) : [];
  const words = splitWords(text);
  const quoted: string[] = [];
  const targets: ScriptTarget[] = [];
  for (const claim of claims) {
    const places: ScreenMatch[] = [];
    for (const part of splitAtEllipsis(claim.fragment)) {
      const matches = matchOnScreen(part, runs);
      // Words in quotation marks that are the other upload's (a battle's comparison): true, and not this upload's to show.
      if (matches.length === 0 && claim.whose === "unknown" && matchOnScreen(part, otherRuns).length > 0) continue;
      if (matches.length === 0)
        return { refusal: { code: "invented_quote", reason: `'${part}' is not on the screen: nothing there reads close to it`, fragment: part } };
      const judged = judgeAttribution(claim.whose ?? "unknown", matches, knownLayout);
      if ("refused" in judged) return { refusal: { code: "misattributed", reason: judged.refused, fragment: part } };
      places.push(judged.match);
    }
    const spoken = findSpokenWords(text, claim.fragment) ?? findSpokenWords(text, splitAtEllipsis(claim.fragment)[0] ?? "");
    // A fragment listed but never said is not in the video: nothing to show, nothing false said.
    if (!spoken || places.length === 0) continue;
    quoted.push(claim.fragment.trim());
    const kind = claim.kind === "count" || /^[\d.,]+\s*[kmb]?$/i.test(claim.fragment.trim()) ? "count" : "quote";
    for (const place of places) targets.push({ kind, text: place.text, box: place.box, wordStart: spoken.start, wordEnd: spoken.end });
  }

  const whole: Box = { x: 0, y: 0, w: analysis.visual.width, h: analysis.visual.height };
  for (const claim of photoClaims) {
    const spoken = findSpokenWords(text, claim.fragment) ?? findLastWord(text, claim.fragment);
    if (!spoken) continue;
    const found = findPhotoClaimBox(claim, analysis.photo) ?? { kind: "photo" as const, box: whole };
    targets.push({ kind: found.kind, text: claim.fragment.trim(), box: found.box, wordStart: spoken.start, wordEnd: spoken.end });
  }

  // A screen full of the person's words, and a roast about none of it: the lowest mark a judge gives.
  if ((options.requireQuote ?? true) && targets.length === 0 && analysis.quotes.length > 0 && !analysis.photo.objects.length && !analysis.photo.faces.length) {
    return { refusal: { code: "no_quote", reason: "it quotes nothing the person wrote, on a screen full of their words" } };
  }
  return { quoted: [...new Set(quoted)], targets: targets.filter((t) => t.wordEnd > t.wordStart && t.wordEnd <= words.length) };
}

/** A photo claim said in other words ("a Pekingese" said as "that Pekingese's"): where its last word is said. */
function findLastWord(text: string, fragment: string) {
  const last = matchWords(fragment).at(-1);
  return last && last.length >= 3 ? findSpokenWords(text, last) : undefined;
}
