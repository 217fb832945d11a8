import type { ScreenLine } from "../../types";
import { dropAvatarGlyph, isWriterName, readAuthorLine } from "./read-author-line";

/**
 * A page of questions people sent the person and the person's answers under them, whatever the
 * app: the page says it takes questions ("Ask away", "Answers", "Tells", "Ask Dana"), and its
 * questions are typed as people type them ("do you still walk to work??", "rate your own driving
 * out of 10"), each with the person's answer under it. A question is its asker's, never the
 * person's: named where the app names the asker under it ("Cveta Jankov"), else nobody's said
 * (the apps keep askers anonymous). Read only where two questions at least are answered so.
 */
export function readQuestionPage(lines: ScreenLine[]): ScreenLine[] {
  if (!lines.some((l) => ASKS_FOR_QUESTIONS.test(l.text.trim()))) return lines;
  const ownNames = new Set(lines.filter((l) => l.owner === "self" && (l.role === "name" || l.role === "handle")).map((l) => key(l.text)));
  const blocks = findBlocks(lines);
  const pairs: Array<{ question: Block; answer: Block; asker?: number }> = [];
  for (let k = 0; k + 1 < blocks.length; k++) {
    const [question, answer] = [blocks[k], blocks[k + 1]];
    if (!isTypedQuestion(lines, question) || isTypedQuestion(lines, answer) || !opensAnAnswer(lines[answer.from].text)) continue;
    // Between them, only the app's lines: an answer's header with the person's name and its age, the asker's name.
    const between = lines.slice(question.to, answer.from);
    const names = between.map((l, i) => ({ l, i: question.to + i })).filter(({ l }) => isWriterName(l.text.trim()) && !ownNames.has(key(l.text)));
    const headers = between.filter((l) => readAuthorLine(l.text) !== undefined && !isWriterName(l.text.trim()));
    if (headers.some((l) => !ownNames.has(key(readAuthorLine(l.text)?.author ?? "")))) continue;
    if (names.length > 1) continue;
    pairs.push({ question, answer, asker: names[0]?.i });
    k += 1;
  }
  if (pairs.length < 2) return lines;
  const read = lines.map((l) => ({ ...l }));
  for (const { question, answer, asker } of pairs) {
    const by = asker === undefined ? undefined : lines[asker].text.trim();
    for (let i = question.from; i < question.to; i++) Object.assign(read[i], { role: "prompt", owner: "other", author: by });
    if (asker !== undefined) Object.assign(read[asker], { role: "name", owner: "other", author: by });
    for (let i = answer.from; i < answer.to; i++) Object.assign(read[i], { role: "answer", owner: "self", author: undefined });
  }
  return read.map((l) => (l.author === undefined ? withoutAuthor(l) : l));
}

/** The page's own words saying it takes questions. */
const ASKS_FOR_QUESTIONS =
  /^(?:ask(?: me)?(?: anything| away)?|ask \p{Lu}[\p{L}'’-]+|answers|questions|tells|send (?:a |me a )?(?:tell|question)|ask anonymously|anonymous questions?)[.!]?$/iu;

interface Block {
  from: number;
  to: number;
}

/** Runs of lines of words set at one left edge, one under the next: a question or an answer, wrapped. */
function findBlocks(lines: ScreenLine[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isWords(lines[i])) continue;
    let to = i + 1;
    // A question typed in lower case does not run on into a line opening on a capital: that is its answer.
    const typed = /^\p{Ll}/u.test(lines[i].text.trim());
    while (
      to < lines.length &&
      isWords(lines[to], 1) &&
      continues(lines[to - 1], lines[to]) &&
      !(typed && /^(?!I\b)[\p{Lu}\p{N}]/u.test(lines[to].text.trim()))
    )
      to++;
    blocks.push({ from: i, to });
    i = to - 1;
  }
  return blocks;
}

/** A line of someone's words: two words at least, or one where it goes on a block ("girlfriend."). */
const isWords = (l: ScreenLine, least = 2) =>
  l.owner !== "ui" && !["name", "handle", "count", "timestamp"].includes(l.role) && l.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= least;

/** The next line of the same block: right under it at its left edge, and not a line in lower case after a closed sentence (the next question). */
const continues = (above: ScreenLine, line: ScreenLine) =>
  Math.abs(line.box.x - above.box.x) < Math.max(above.box.h, 8) &&
  line.box.y - (above.box.y + above.box.h) < Math.max(above.box.h, 8) * 0.8 &&
  !(/[.!?]["'”’)]?$/u.test(above.text.trim()) && /^\p{Ll}/u.test(line.text.trim()));

/**
 * Typed as a question to someone: it ends on a question mark, or it opens in lower case and ends
 * on no full stop ("favourite bridge in the city and why", "rate your own driving out of 10").
 */
function isTypedQuestion(lines: ScreenLine[], block: Block): boolean {
  const text = lines
    .slice(block.from, block.to)
    .map((l) => l.text.trim())
    .join(" ");
  const words = text.split(/\s+/).length;
  if (words > 25) return false;
  return /\?["'”’)]*$/.test(text) || (/^\p{Ll}/u.test(text) && !/[.!…:;,]["'”’)]*$/.test(text));
}

/** An answer opens as a sentence does: a capital letter or a number. */
const opensAnAnswer = (text: string) => /^[\p{Lu}\p{N}"“'‘]/u.test(text.trim());

/** A name as the page writes it anywhere: no "@", no avatar's letter read before it ("a Danica Petrovic"). */
const key = (name: string) => dropAvatarGlyph(name).replace(/^@/, "").toLowerCase();

function withoutAuthor(line: ScreenLine): ScreenLine {
  const { author: _author, ...rest } = line;
  return rest;
}
