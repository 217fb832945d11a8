import { sureApp } from "../../stages/script/room/claims";
import type { BattleSide } from "../../engine-types";
import type { Detail } from "../../stages/script/details/detail";
import { PLACE_NAMES } from "../../stages/script/place-names";
import { COMPARISONS, type ComparisonKind } from "../../stages/script/room/comparisons";
import type { Random } from "../../stages/script/seeded-random";
import { type BattleLine, capitalize, SIDES } from "./battle-line";
import { bioCliches, type SideMaterial } from "./battle-material";

const KIND_ORDER: ComparisonKind[] = ["counts", "cliche", "job", "pet", "one-pet", "same-platform", "two-platforms", "any", "one-quiet", "both-quiet"];

/** The facts each comparison needs from the turn's side and the other, when both have them. */
function pairFor(kind: ComparisonKind, own: SideMaterial, other: SideMaterial, used: Set<string>): { own?: Detail; other?: Detail } | undefined {
  const fresh = (details: Detail[]) => details.find((d) => !used.has(d.text)) ?? details[0];
  const followers = (s: SideMaterial) => s.details.find((d) => d.kind === "count" && d.label === "followers");
  const platform = (s: SideMaterial) => (sureApp(s.analysis) === "generic" ? undefined : sureApp(s.analysis));
  const both = (a?: Detail, b?: Detail) => (a && b ? { own: a, other: b } : undefined);
  const byWeight = (s: SideMaterial) => [...s.details].sort((x, y) => y.weight - x.weight);
  switch (kind) {
    case "counts":
      return both(followers(own), followers(other));
    case "cliche":
      return both(fresh(bioCliches(own)), bioCliches(other)[0]);
    case "job":
      return both(fresh(own.jobs), other.jobs[0]);
    case "pet":
      return both(own.pets[0], other.pets[0]);
    case "one-pet":
      return own.pets[0] && other.pets.length === 0 ? { own: own.pets[0] } : undefined;
    case "same-platform":
      return platform(own) && platform(own) === platform(other) ? {} : undefined;
    case "two-platforms":
      return platform(own) && platform(other) && platform(own) !== platform(other) ? {} : undefined;
    case "any":
      return both(fresh(byWeight(own)), byWeight(other)[0]);
    case "one-quiet":
      return own.details.length > 0 && other.details.length === 0 ? { own: fresh(byWeight(own)) } : undefined;
    case "both-quiet":
      return own.details.length === 0 && other.details.length === 0 ? {} : undefined;
  }
}

/** A detail as a comparison says it: "1,204" before "followers", else as another theme names it ("that smile", "212 followers"). */
const sayOf = (kind: ComparisonKind, detail: Detail) =>
  kind === "counts" || kind === "cliche" || kind === "job" || kind.endsWith("pet") ? detail.say : detail.ctx;

/** The most specific comparison the two uploads allow, said from `side`'s turn; its rank is its kind's place (lower: more specific). */
export function writeComparison(
  side: BattleSide,
  sides: [SideMaterial, SideMaterial],
  names: [string, string],
  used: [Set<string>, Set<string>],
  r: Random,
  fits: (text: string) => boolean,
): { line: BattleLine; rank: number } | undefined {
  const i = SIDES.indexOf(side);
  const [own, other] = [sides[i], sides[1 - i]];
  for (const [rank, kind] of KIND_ORDER.entries()) {
    const pair = pairFor(kind, own, other, used[i]);
    if (!pair) continue;
    const theme = COMPARISONS.find((t) => t.kind === kind);
    for (const line of r.shuffle(theme?.lines ?? [])) {
      const text = capitalize(
        line.text
          .replaceAll("{qa}", pair.own ? sayOf(kind, pair.own) : "")
          .replaceAll("{qb}", pair.other ? sayOf(kind, pair.other) : "")
          .replaceAll("{na}", names[i])
          .replaceAll("{nb}", names[1 - i])
          .replaceAll("{pa}", PLACE_NAMES[own.analysis.platform])
          .replaceAll("{pb}", PLACE_NAMES[other.analysis.platform]),
      );
      if (!fits(text)) continue;
      return {
        rank,
        line: {
          side,
          text,
          fragment: pair.own?.text,
          lineIds: [line.id],
          used: pair.own ? [pair.own] : [],
          comparison: { other: pair.other, fragment: pair.other?.text },
        },
      };
    }
  }
  return undefined;
}
