import type { Box, LineRole, ScriptTarget } from "../../../types";
import type { DetailKind } from "../room/room-types";
import { endsMidPhrase } from "../../analyze/ends-mid-phrase";

/** One concrete thing in the upload a joke can be about, with where it is in the image. */
export interface Detail {
  kind: DetailKind;
  /** The fragment as it stands in the image ("Chasing sunsets", "1,204", "#blessed") or a fact's label ("dog"). */
  text: string;
  /** How a line says it: a quote in single quotes, a number as shown, a label in plain words. */
  say: string;
  /** How another theme's line names it as the second detail: "212 followers", "a dog". */
  ctx: string;
  role?: LineRole;
  /** A count's label or an object's label. */
  label?: string;
  value?: number;
  /** A ratio's other number, as shown. */
  other?: string;
  box: Box;
  target: ScriptTarget["kind"];
  /** How good this is as material: the person's own words beat a bare count. */
  weight: number;
  /** Fragments of the image's text this detail quotes (for script.quoted). */
  quoted: string[];
  /** Words on the screen whose writer the reader could not tell: quoted, never called the person's own. */
  unowned?: boolean;
  /**
   * Someone else's words on the screen (a reply, a comment, a chat partner's message) with the
   * name they were read under: said as theirs ("and Theo's reply: '…'"), never as the person's.
   */
  by?: string;
  /**
   * Words under a prompt that says some of them are a lie ("Two truths and a lie"): the person's,
   * but not each one true of them, so said only by jokes about the game (lie-game.ts).
   */
  game?: boolean;
  /**
   * The question these words answer on the screen, as said ("'why 6'"), and who asked it: `by`
   * another person's name, none when the person asked (find-exchanges.ts); `prompt` when the app
   * asked it, a dating card's prompt over the person's answer (find-prompt-answers.ts).
   */
  asked?: { say: string; by?: string; prompt?: boolean };
  /** How long a rate in these words takes to make up a sum beside it ("about thirteen years": break-even.ts). */
  sum?: string;
  /** Two counts in these words divided, or a share of one, in plain words ("about thirteen co-working spaces per beach": count-ratio.ts). */
  ratio?: string;
  /** The sentence the writer put right before these words in the same block, as written (retell-setup.ts `sentenceBefore`). */
  setup?: string;
  /**
   * That setup retold by the roast, to the person or about a writer by name (retell-setup.ts
   * `tellSetups`): the story the punchline pays off, "You've had the same three-year plan for
   * seven years" before 'I'm still in year one'.
   */
  told?: string;
  /** That retold setup with its when and where left off, longest first (shorten-told.ts): tried when the whole one leaves the punchline no room. */
  toldShorter?: string[];
  /** The story's count set against the thing its punchline names, when told ("Eleven families, one couch.": tally-contrast.ts). */
  tally?: string;
}

/**
 * Words said as a quote, in single marks; words the writer put in single marks inside are said in
 * double ones, so the marks pair up as a reader expects ("'… a small grey square labelled "at
 * work"'", where v32's Keepy read as unbalanced marks to a judge). An apostrophe stays as it is.
 */
export const sayQuoted = (text: string): string => `'${saidInside(text)}'`;

/**
 * The words as said between the quote's own marks (sayQuoted): what a script quotes, as its text
 * holds it. A mark the writer opened that closes only where the quote ends ("labelled 'at work"
 * of "… labelled 'at work'.") is closed there, in double marks too.
 */
export const saidInside = (text: string): string => {
  const paired = text.replace(/(^|[\s([])'([^'\s][^']*?[^'\s])'(?=[\s,.;:!?)\]]|$)/gu, '$1"$2"');
  return paired.replace(/(^|[\s([])'(?=\p{L})([^']*)$/u, '$1"$2"');
};

/** A screen line's words as a quote detail, said in single quotes, marked where the line stands. */
export const lineQuoteDetail = (text: string, line: { role: LineRole; box: Box }, weight: number): Detail => ({
  kind: "quote",
  text,
  say: sayQuoted(text),
  ctx: sayQuoted(text),
  role: line.role,
  box: line.box,
  target: "quote",
  weight,
  quoted: [saidInside(text)],
});

/**
 * Whether a line is written words (three or more, most of them words as a person types them), not
 * OCR debris, and whole: one that stops on "its" or "the" was cut at a wrap ("…is on its").
 */
export const isWrittenLine = (text: string): boolean => {
  const tokens = text.split(/\s+/);
  return tokens.length >= 3 && tokens.filter((t) => TYPED_WORD.test(t)).length >= tokens.length * 0.8 && !endsMidPhrase(text);
};
/** A word as a person types it, not OCR debris ("EIGHBORS", "l1|"). */
const TYPED_WORD = /^['‘’"“(]*[\p{L}][\p{L}'’-]*[)'’"”.,!?:;…]*$/u;
