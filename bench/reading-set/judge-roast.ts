import { isExactQuote, isInQuoteMarks, isWordFragment, shownQuote } from "./exact-quote";
import type { ScreenTruth } from "./screen-truth";
import type { Script } from "../../server/roast-engine/types";
import { checkScriptSafety } from "../../server/roast-engine/stages/script/check-script-safety";

/** What the eval says about one roast of one screenshot, against what is really on the screen. */
export interface RoastVerdict {
  /** About the person's own words (a bare count does not count), or for a photo, what it shows. */
  grounded: boolean;
  uiQuoted: string[];
  /** The app's numbers said as numbers, outside quote marks ("12.4 km, and 'felt good'"): stated as shown, not quoted as words. */
  numbersStated?: string[];
  othersQuoted: string[];
  /** Quoted fragments that hold words, and those equal letter for letter to the person's own (exact-quote.ts). */
  wordQuotes: string[];
  inexactQuotes: string[];
  generic: boolean;
  unsafe: boolean;
  /**
   * The punchline's line id (the text for the model's roasts). A roast that closes on the person's
   * own words ("… Then: 'The pouch is for later'.") has those words for its punchline, not the
   * room's line that led into them: no other upload can land the same one.
   */
  punchline: string;
}

/** A text as quotes are compared: lower case, NFKC (fancy letters as plain ones), only letters, digits, # and @. */
export const norm = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#@]+/gu, " ")
    .trim();
/** Whether a fragment is part of one of the texts, as `norm` compares them. */
export const within = (fragment: string, texts: string[]) => texts.some((t) => norm(t).includes(norm(fragment)));

/**
 * Judges a roast by the screen's ground truth: a quoted fragment is the person's own when it is
 * part of their words, handle, details or stickers; it is UI text or another person's words when
 * it is part of those and not of the person's own. Being a part is enough, so a caption quoted
 * without its trailing hashtags (left out of quotes by design, kept in the truth) is still theirs.
 */
export function judgeRoast(script: Script, truth: ScreenTruth): RoastVerdict {
  const own = [...truth.ownWords, ...truth.stickers, ...truth.details, ...(truth.handle ? [truth.handle] : [])];
  const others = truth.others.flatMap((o) => [o.name, ...o.words]);
  // Judged as the viewer reads them: what stands between the quote marks, not only the fragment the line was given.
  const fragments = script.quoted.map((q) => shownQuote(script.text, q)).filter((q) => norm(q).length >= 2);
  const isOwn = (q: string) => within(q, own);
  const words = fragments.filter((q) => isOwn(q) && /\p{L}/u.test(q));
  const saidBare = (q: string) => norm(script.text).includes(norm(q)) && !isInQuoteMarks(script.text, q);
  const stated = fragments.filter((q) => !isOwn(q) && /\d/.test(q) && saidBare(q) && within(q, truth.uiWords));
  const quoted = fragments.filter((q) => !stated.includes(q));
  const sees = script.targets.some((t) => ["object", "outfit", "face", "photo"].includes(t.kind));
  return {
    grounded: words.length > 0 || (truth.kind === "photo" && sees),
    uiQuoted: quoted.filter((q) => !isOwn(q) && within(q, truth.uiWords)),
    numbersStated: stated,
    othersQuoted: quoted.filter((q) => !isOwn(q) && within(q, others) && !saidAsTheirs(q, script.text, truth)),
    wordQuotes: quoted.filter(isWordFragment),
    inexactQuotes: quoted.filter((q) => isWordFragment(q) && !isExactQuote(q, truth)),
    generic: script.lineIds.length > 0 && script.lineIds.every((id) => id.startsWith("generic.")),
    unsafe: !checkScriptSafety(script.text).safe,
    punchline: closesOnOwnWords(script)
      ? `closes on: ${norm(script.beats.at(-1) ?? script.text)}`
      : (script.lineIds.at(-1) ?? script.beats.at(-1) ?? script.text),
  };
}

/** Whether the roast's last beat ends on words it quotes, as the voice says them. */
function closesOnOwnWords(script: Script): boolean {
  const last = norm(script.beats.at(-1) ?? script.text);
  return script.quoted.some((q) => norm(q).length > 0 && last.endsWith(norm(q)));
}

/**
 * Whether another person's words are said as theirs: the roast names the person whose words they
 * are (by the first word of their name, as a reader may read only that), which is true and often
 * the best line on the screen (ROAST-STYLE.md); quoted without the name, they read as the owner's.
 */
function saidAsTheirs(fragment: string, text: string, truth: ScreenTruth): boolean {
  const said = ` ${norm(text)} `;
  return truth.others.some((o) => within(fragment, o.words) && said.includes(` ${norm(o.name).split(" ")[0]} `));
}

/** The p-th percentile (0..100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
