import type { BattleSide, BattleVerdict } from "../../engine-types";
import { checkScriptSafety } from "../../stages/script/check-script-safety";
import type { Detail } from "../../stages/script/details/detail";
import { fillLine } from "../../stages/script/fill-line";
import type { ThemeMatch } from "../../stages/script/match-themes";
import { QUIET_TURNS, SHORT_JABS } from "../../stages/script/room/comparisons";
import type { RoomLine } from "../../stages/script/room/room-types";
import { isSafeRoastText } from "../../stages/script/safe-roast";
import { createRandom, type Random } from "../../stages/script/seeded-random";
import { countSpokenWords, splitWords } from "../../stages/script/word-budget";
import type { Analysis } from "../../types";
import { type BattleLine, capitalize, SIDES } from "./battle-line";
import { sayableFacts } from "../../stages/script/room/claims";
import { readSideMaterial, type SideMaterial } from "./battle-material";
import { judgeBattle, nameSides } from "./judge-battle";
import { BATTLE_SYLLABLES_MAX, syllablesOf } from "./battle-pace";
import { writeComparison } from "./write-comparison";

export type { BattleLine };

export interface BattleScript {
  turns: BattleLine[];
  verdict: BattleVerdict;
  /** What the narrator says over the verdict: the winner and the reason. */
  verdictText: string;
  source: "offline" | "llm";
}

export interface BattleWriteOptions {
  avoidLineIds?: readonly string[];
  safe?: [boolean, boolean];
  /** The syllables the turns and verdict may take together: BATTLE_SYLLABLES_MAX at RoastBot's pace, fewer for a slower narrator. */
  syllablesMax?: number;
}

/**
 * A turn is a quote and a punch at most: room enough for a long quote said with a writers'-room
 * line; the four together and the verdict are kept within what the voice says in 10–14 s
 * (BATTLE_SYLLABLES_MAX).
 */
export const TURN_WORDS = { min: 4, max: 13 } as const;
/** A comparison names two facts. */
const COMPARISON_MAX_WORDS = 12;

/**
 * The offline battle: A, B, A, B, each turn about its own upload's words or visible facts
 * (filled from the writers' room exactly as a single roast's lines are), one of them a line that
 * compares the two (counts, clichés, titles, pets, platforms), then the verdict, derived from
 * analysis facts alone. Same analyses, seed and lines to avoid: same battle.
 */
export function writeBattleScript(analyses: [Analysis, Analysis], seed: string, options: BattleWriteOptions = {}): BattleScript {
  const r = createRandom(`${seed}\nbattle\n${analyses.map((a) => a.text.join("\n")).join("\n--\n")}`);
  // Lines heard lately, and each line once per battle.
  const avoid = new Set(options.avoidLineIds ?? []);
  const safe = options.safe ?? [false, false];
  const sides: [SideMaterial, SideMaterial] = [readSideMaterial(analyses[0], safe[0]), readSideMaterial(analyses[1], safe[1])];
  const names = nameSides(analyses);
  const verdict = judgeBattle(sides, names);
  const fits = (text: string, side: BattleSide) => fitsTurn(text) && (!safe[SIDES.indexOf(side)] || isSafeRoastText(text));

  const orders = sides.map((s) => orderMatches(s.matches, avoid, r));
  const used: [Set<string>, Set<string>] = [new Set(), new Set()];
  const own = (side: BattleSide, usedThemes: Set<string>) => {
    const i = SIDES.indexOf(side);
    return writeOwnTurn(side, sides[i], orders[i], used[i], usedThemes, avoid, r, (t) => fits(t, side));
  };
  const themesA = new Set<string>();
  const themesB = new Set<string>();
  const first = own("a", themesA);
  const second = own("b", themesB);
  // The comparison goes on the side whose facts make the more specific one (A on a tie), in its turn.
  const comparing = (t: string) => fitsTurn(t, COMPARISON_MAX_WORDS) && safe.every((s) => !s || isSafeRoastText(t));
  const compareA = writeComparison("a", sides, names, used, r, comparing);
  const compareB = writeComparison("b", sides, names, used, r, comparing);
  const onB = compareB && (!compareA || compareB.rank < compareA.rank);
  const comparison = onB ? compareB : compareA;
  for (const detail of comparison?.line.used ?? []) used[SIDES.indexOf(comparison?.line.side ?? "a")].add(detail.text);
  const third = onB ? own("a", themesA) : (compareA?.line ?? own("a", themesA));
  const fourth = onB ? compareB.line : own("b", themesB);
  // The card shows the reason; the voice names the winner.
  const verdictText = `Winner: ${names[SIDES.indexOf(verdict.winner)]}.`;
  const turns = shorten(
    [first, second, third, fourth],
    sides,
    orders,
    avoid,
    r,
    fits,
    (options.syllablesMax ?? BATTLE_SYLLABLES_MAX) - syllablesOf(verdictText),
  );
  return { turns, verdict, verdictText, source: "offline" };
}

const fitsTurn = (text: string, max: number = TURN_WORDS.max) => {
  const spoken = countSpokenWords(text);
  return splitWords(text).length >= TURN_WORDS.min && spoken <= max && checkScriptSafety(text).safe;
};

/** Best first, a seed lifting a slightly weaker theme now and then (as a single roast orders them). */
function orderMatches(matches: ThemeMatch[], avoid: Set<string>, r: Random): ThemeMatch[] {
  const fresh = (m: ThemeMatch) => m.theme.punches.filter((p) => !avoid.has(p.id)).length / Math.max(1, m.theme.punches.length);
  return matches
    .map((m) => ({ m, rank: m.score * (0.55 + r.next()) * (0.4 + 0.6 * fresh(m)) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ m }) => m);
}

/**
 * A line from the side's best theme whose detail is not roasted yet: one of its setups that names
 * the detail, else the detail said, then one of its punchlines. An upload the room can name
 * nothing in gets a line that claims nothing about it.
 */
function writeOwnTurn(
  side: BattleSide,
  material: SideMaterial,
  order: ThemeMatch[],
  usedDetails: Set<string>,
  usedThemes: Set<string>,
  avoid: Set<string>,
  r: Random,
  fits: (text: string) => boolean,
): BattleLine {
  const fresh = order.filter((m) => !usedDetails.has(m.detail.text) && !usedThemes.has(m.theme.id));
  const fromTheme = (matches: ThemeMatch[]): BattleLine | undefined => {
    for (const match of matches) {
      const line = ownLines(match, material.analysis, avoid, r).find((l) => fits(l.text));
      if (!line) continue;
      for (const id of line.ids) avoid.add(id);
      usedDetails.add(match.detail.text);
      usedThemes.add(match.theme.id);
      return { side, text: line.text, fragment: match.detail.text, lineIds: line.ids, used: [match.detail] };
    }
  };
  // A detail not roasted yet first, from its theme, else said back with a short jab; only then
  // a detail already roasted, from another theme.
  const found = fromTheme(fresh) ?? writeJab(side, material, usedDetails, avoid, r, fits) ?? fromTheme(order.filter((m) => !usedThemes.has(m.theme.id)));
  if (found) return found;
  const quiet = r.shuffle(QUIET_TURNS).find((l) => !avoid.has(l.id)) ?? QUIET_TURNS[0];
  avoid.add(quiet.id);
  return { side, text: quiet.text, lineIds: [quiet.id], used: [] };
}

/** A quote whose theme's lines all run long is still said back, with a short jab. */
function writeJab(
  side: BattleSide,
  material: SideMaterial,
  usedDetails: Set<string>,
  avoid: Set<string>,
  r: Random,
  fits: (text: string) => boolean,
): BattleLine | undefined {
  const quote = material.details.find((d) => (d.kind === "quote" || d.kind === "hashtag") && !usedDetails.has(d.text));
  if (!quote) return undefined;
  for (const jab of r.shuffle(SHORT_JABS).filter((l) => !avoid.has(l.id))) {
    const text = fillLine(jab.text, { ...sayableFacts(material.analysis), detail: quote });
    if (!text || !fits(text)) continue;
    avoid.add(jab.id);
    usedDetails.add(quote.text);
    return { side, text, fragment: quote.text, lineIds: [jab.id], used: [quote] };
  }
}

const jabLines = (detail: Detail, analysis: Analysis, avoid: Set<string>): Array<{ text: string; ids: string[] }> =>
  detail.kind === "quote" || detail.kind === "hashtag"
    ? SHORT_JABS.filter((l) => !avoid.has(l.id)).flatMap((l) => {
        const text = fillLine(l.text, { ...sayableFacts(analysis), detail });
        return text ? [{ text, ids: [l.id] }] : [];
      })
    : [];

function ownLines(match: ThemeMatch, analysis: Analysis, avoid: Set<string>, r: Random): Array<{ text: string; ids: string[] }> {
  const { theme, detail } = match;
  const slots = { ...sayableFacts(analysis), detail };
  // A room line's own phrase in quote marks ("the colour of 'I had five minutes'") would read, in a
  // battle's captions, as the upload's words: only the detail is quoted.
  const fill = (line: RoomLine) => {
    const text = fillLine(line.text, slots);
    return text && !QUOTED.test(text.replace(detail.say, "")) ? text : undefined;
  };
  const setups = r.shuffle(theme.setups).flatMap((line) => {
    const text = fill(line);
    return text?.includes(detail.say) && !avoid.has(line.id) ? [{ text, ids: [line.id] }] : [];
  });
  const said = capitalize(detail.say);
  const punches = r.shuffle(theme.punches.filter((p) => !avoid.has(p.id))).flatMap((line) => {
    const text = fill(line);
    return text ? [{ text: `${said}${/[.!?]$/.test(said) ? "" : "."} ${text}`, ids: [line.id] }] : [];
  });
  return [...setups, ...punches];
}

/**
 * Keeps the battle within what its voice can say (its syllables): while the turns say too much,
 * an own turn is written again from its detail's other lines. A room line that brings the battle
 * within goes before a short jab (the turn that keeps the longest such line is rewritten); only
 * when none does, the longest turn takes the longest line that does, else its shortest. A
 * comparison is never dropped.
 */
function shorten(
  turns: BattleLine[],
  sides: [SideMaterial, SideMaterial],
  orders: ThemeMatch[][],
  avoid: Set<string>,
  r: Random,
  fits: (text: string, side: BattleSide) => boolean,
  budget: number,
): BattleLine[] {
  const total = () => turns.reduce((sum, t) => sum + syllablesOf(t.text), 0);
  const isJab = (ids: string[]) => ids.some((id) => JAB_IDS.has(id));
  const optionsFor = (turn: BattleLine) => {
    const s = SIDES.indexOf(turn.side);
    const detail = turn.used[0];
    if (!detail || turn.comparison) return [];
    const current = syllablesOf(turn.text);
    return orders[s]
      .filter((m) => m.detail === detail)
      .flatMap((m) => ownLines(m, sides[s].analysis, avoid, r))
      .concat(jabLines(detail, sides[s].analysis, avoid))
      .map((l) => ({ ...l, n: syllablesOf(l.text), jab: isJab(l.ids) }))
      .filter((l) => l.n < current && fits(l.text, turn.side));
  };
  for (let round = 0; round < turns.length && total() > budget; round++) {
    const over = total() - budget;
    const choices = turns.map((turn, k) => ({ k, turn, options: optionsFor(turn), n: syllablesOf(turn.text) }));
    // A room line that alone brings the battle within its syllables, the longest kept.
    const room = choices
      .flatMap((c) => c.options.filter((o) => !o.jab && c.n - o.n >= over).map((o) => ({ c, o })))
      .sort((x, y) => y.o.n - x.o.n || y.c.n - x.c.n)[0];
    const longest = choices.filter((c) => c.options.length).sort((x, y) => y.n - x.n)[0];
    const pick =
      room ??
      (longest && {
        c: longest,
        o:
          longest.options.filter((o) => longest.n - o.n >= over).sort((x, y) => y.n - x.n || Number(x.jab) - Number(y.jab))[0] ??
          longest.options.sort((x, y) => x.n - y.n)[0],
      });
    if (!pick) break;
    turns[pick.c.k] = { ...pick.c.turn, text: pick.o.text, lineIds: pick.o.ids };
    for (const id of pick.o.ids) avoid.add(id);
  }
  return turns;
}

const QUOTED = /(?<!\p{L})'[^']+'(?!\p{L})/u;
const JAB_IDS = new Set(SHORT_JABS.map((l) => l.id));
