import type { Detail } from "./details/detail";
import type { Draft, Fits } from "./draft";
import { fillLine, type LineSlots } from "./fill-line";
import type { ThemeMatch } from "./match-themes";
import { GENERIC_THEME, PAIR_SETUPS } from "./room";
import type { RoomLine } from "./room/room-types";
import type { Random } from "./seeded-random";

/** What a line may say of the upload as a whole: its app, its words' genre, whether it is surely the person's page. */
export type Where = Pick<LineSlots, "platform" | "genre" | "profile" | "post" | "public">;

/** How many connectives (setups naming two details) a draft may choose from. */
const PAIR_CHOICES = 2;

/**
 * One of the older glued themes around its detail (its setup, an optional twist and a punchline,
 * drawn apart), with a second detail when a setup names one; undefined when none fits. `holds`
 * leaves out a line stating a fact the upload does not have (claims.ts claimsHold).
 */
export function writeDraft(
  match: ThemeMatch,
  second: Detail | undefined,
  where: Where,
  avoid: Set<string>,
  r: Random,
  fits: Fits,
  holds: (line: RoomLine) => boolean = () => true,
): Draft | undefined {
  const { theme, detail } = match;
  const slots = { ...where, detail, second };
  const fill = (lines: RoomLine[]) =>
    lines.flatMap((line) => {
      if (!holds(line)) return [];
      const text = fillLine(line.text, slots);
      return text ? [{ line, text }] : [];
    });
  // A few connectives drawn at random, not all of them: the theme's own setups keep their share,
  // and no connective becomes the stock opener of every two-detail roast.
  const pairs = second ? r.shuffle(fill(PAIR_SETUPS[detail.kind as keyof typeof PAIR_SETUPS] ?? [])).slice(0, PAIR_CHOICES) : [];
  const setups = [...fill(theme.setups), ...pairs];
  const twists = [undefined, ...fill(theme.twists)];
  const punches = fill(theme.punches.filter((p) => !avoid.has(p.id)));
  // Punchline first, each as likely as the next: ranking whole combos would favour the shortest
  // punchlines (they fit beside more setups), and look-alike uploads would all end on them.
  const punchOrder = new Map(punches.map((p) => [p.line.id, r.next()]));
  const combos: Array<{ beats: Array<{ line: RoomLine; text: string }>; punch: number; rank: number }> = [];
  for (const setup of setups) {
    // Two details make a roast about this upload only: a theme's own line naming the second one
    // comes first most often; a pair line names both but then needs no twist.
    const isPair = !theme.setups.some((own) => own.id === setup.line.id);
    const weight = isPair ? 1.2 : second && setup.line.text.includes("{ctx}") ? 3 : 1;
    const heard = avoid.has(setup.line.id) ? 0.2 : 1;
    for (const twist of twists) {
      for (const punch of punches) {
        const beats = twist ? [setup, twist, punch] : [setup, punch];
        const middle = twist ? (isPair ? 0.4 : 1) : 0.85;
        combos.push({ beats, punch: punchOrder.get(punch.line.id) ?? 0, rank: r.next() * weight * heard * middle });
      }
    }
  }
  combos.sort((a, b) => b.punch - a.punch || b.rank - a.rank);
  const mustSay = detail.quoted.length ? detail.say : undefined;
  for (const combo of combos) {
    const texts = combo.beats.map((b) => b.text);
    const text = texts.join(" ");
    if (mustSay && !text.includes(mustSay)) continue;
    if (!fits(text)) continue;
    const namesSecond = second && combo.beats[0].line.text.includes("{ctx}");
    const used = [
      {
        detail,
        beat: Math.max(
          0,
          texts.findIndex((t) => t.includes(detail.say)),
        ),
      },
    ];
    if (namesSecond && second) used.push({ detail: second, beat: 0 });
    return { beats: texts, lines: combo.beats.map((b) => b.line), used, mood: theme.mood };
  }
  return undefined;
}

/** Nothing in the room fits: a line about the upload in general, still naming a detail when there is one. */
export function writeGeneric(details: Detail[], where: Where, avoid: Set<string>, r: Random, fits: Fits): Draft {
  const detail = details[0];
  const fresh = GENERIC_THEME.punches.filter((p) => !avoid.has(p.id));
  for (const punches of [fresh, GENERIC_THEME.punches]) {
    for (const setup of r.shuffle(GENERIC_THEME.setups)) {
      for (const punch of r.shuffle(punches)) {
        const slots = { ...where, detail: detail ?? NOTHING };
        const beats = [fillLine(setup.text, slots), fillLine(punch.text, slots)];
        if (beats.some((b) => b === undefined) || (!detail && setup.text.includes("{q}"))) continue;
        const text = beats.join(" ");
        if (fits(text)) {
          return { beats: beats as string[], lines: [setup, punch], used: detail && text.includes(detail.say) ? [{ detail, beat: 0 }] : [], mood: "deadpan" };
        }
      }
    }
  }
  throw new Error("the generic lines of the writers' room do not fit the word budget");
}

const NOTHING: Detail = { kind: "scene", text: "", say: "", ctx: "", box: { x: 0, y: 0, w: 0, h: 0 }, target: "photo", weight: 0, quoted: [] };
