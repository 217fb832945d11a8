import type { Analysis, Script, ScriptTarget, ScriptWord } from "../../types";
import { checkScriptSafety } from "./check-script-safety";
import { MIN_ROAST_WORDS, MOST_SPOKEN_WORDS, type VoiceFit } from "./fit-voice";
import { isSafeRoastText } from "./safe-roast";
import { findQuotedSpans } from "./verify/find-quoted-spans";
import { findSpokenWords } from "./verify/find-spoken-words";
import { matchOnScreen } from "./verify/match-on-screen";
import { buildScreenRuns } from "./verify/screen-runs";
import { countSpokenWords, splitWords } from "./word-budget";
import { splitBeats } from "./write-joke";
import { eachMatch } from "./each-match";

/** Why a script a person edited cannot be spoken, in words meant for them. */
export interface EditRefusal {
  code: "too_long" | "too_short" | "unsafe" | "body_in_safe_roast";
  message: string;
}

/** A body, a pose or clothes named in a safe roast's text (safe-roast.ts), found again to name it. */
const BODY_WORD = /\b[\p{L}-]+\b/giu;

/**
 * Whether an edited script may be rendered: long enough to be a roast (MIN_ROAST_WORDS), short
 * enough for the clip in spoken words (what any narrator says in it, fit-voice.ts) and in the
 * chosen narrator's syllables (stages/voice/fit-narrator-pace.ts, given as `fitVoice`), and
 * through the same safety filter as every script (check-script-safety.ts; a safe roast's, too:
 * safe-roast.ts). Each refusal says what is refused: the counts and the limit, or the rule and
 * its word (a slur is named as one, never repeated).
 */
export function checkEditedScript(text: string, options: { fitVoice: VoiceFit; safe?: boolean }): EditRefusal | undefined {
  const written = splitWords(text).length;
  if (written < MIN_ROAST_WORDS) return { code: "too_short", message: `Your script has ${written} words; a roast needs at least ${MIN_ROAST_WORDS}.` };
  const spoken = countSpokenWords(text);
  if (spoken > MOST_SPOKEN_WORDS) {
    return {
      code: "too_long",
      message: `Your script is ${spoken} words as spoken; a ${MOST_SPOKEN_WORDS}-word limit keeps the video to 6–8 seconds. Please cut ${spoken - MOST_SPOKEN_WORDS}.`,
    };
  }
  const misfit = options.fitVoice(text);
  if (misfit?.code === "too_long") return { code: "too_long", message: `Your script is too long for the narrator to say in 6–8 seconds: ${misfit.reason}.` };
  const safety = checkScriptSafety(text);
  if (!safety.safe) {
    const named = safety.reasons.map((reason) => {
      const [rule, words] = reason.split(": ");
      return words ? `${rule} ("${words}")` : `a ${rule}`;
    });
    return { code: "unsafe", message: `Your script can't be used: it has ${named.join(" and ")}. Roasts stay playful and PG-13.` };
  }
  if (options.safe && !isSafeRoastText(text)) {
    const word = [...eachMatch(BODY_WORD, text)].map((m) => m[0]).find((w) => !isSafeRoastText(w));
    return {
      code: "body_in_safe_roast",
      message: `This upload gets a safe roast: nothing about a body, a pose or clothes${word ? ` ("${word}")` : ""}.`,
    };
  }
  return undefined;
}

/**
 * The chosen draft with the person's words in place of its own: each of the draft's marks whose
 * words are still said keeps its place on screen (the camera pushes in on it while they are
 * spoken), and words the edit puts in quotation marks that read on the upload get one too;
 * anything else is narrated without a mark. The draft's room lines stay named, so the user is
 * not served them again soon.
 */
export function editScript(draft: Script, text: string, analysis: Analysis): Script {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean === draft.text) return draft;
  const words: ScriptWord[] = splitWords(clean).map((word) => ({ text: word }));
  if (words.length) words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  const targets: ScriptTarget[] = [];
  const quoted: string[] = [];
  for (const target of draft.targets) {
    const said = draft.words
      .slice(target.wordStart, target.wordEnd)
      .map((w) => w.text)
      .join(" ");
    const place = findSpokenWords(clean, said);
    if (!place) continue;
    targets.push({ ...target, wordStart: place.start, wordEnd: place.end });
    const quote = draft.quoted.find((q) => said.includes(q) || findSpokenWords(said, q));
    if (quote) quoted.push(quote);
  }
  const runs = buildScreenRuns(analysis.lines);
  for (const span of findQuotedSpans(clean)) {
    const place = findSpokenWords(clean, span);
    if (!place || targets.some((t) => t.wordStart < place.end && place.start < t.wordEnd)) continue;
    const [found] = matchOnScreen(span, runs);
    if (!found) continue;
    targets.push({ kind: "quote", text: found.text, box: found.box, wordStart: place.start, wordEnd: place.end });
    quoted.push(span);
  }
  targets.sort((a, b) => a.wordStart - b.wordStart);
  const beats = splitBeats(clean, quoted[0] ?? "");
  return { ...draft, text: clean, words, beats, quoted: [...new Set(quoted)], targets };
}
