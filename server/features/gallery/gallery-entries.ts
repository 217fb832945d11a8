import { SHOWCASE_SAMPLES, SHOWCASE_SAMPLE_IDS } from "./showcase";

/** One card of the landing page's gallery: a sample roasted alone, or two in a Roast Battle. */
export interface GalleryEntry {
  id: string;
  kind: "single" | "battle";
  /** The repo's own sample screens it is made from (showcase/), A first. */
  samples: readonly string[];
  title: string;
  platform: string;
}

/** The battle among the samples: two dating profiles side by side, the issue's own example. */
const BATTLE = { id: "battle-sofia-vs-marcus", a: "dating-hinge-sofia", b: "dating-bumble-marcus", replaces: "x-thread-jordan" } as const;

const single = (id: string): GalleryEntry => {
  const spec = SHOWCASE_SAMPLES.find((s) => s.id === id);
  return { id, kind: "single", samples: [id], title: spec?.title ?? id, platform: spec?.platform ?? "generic" };
};

/**
 * The spec's six examples: the showcase samples, one of them (the X thread) giving its place to
 * a battle of two dating profiles, rendered from the same samples as the gallery renders singles.
 */
export const GALLERY_ENTRIES: readonly GalleryEntry[] = SHOWCASE_SAMPLE_IDS.map((id) =>
  id === BATTLE.replaces ? { id: BATTLE.id, kind: "battle", samples: [BATTLE.a, BATTLE.b], title: "Sofia vs Marcus", platform: "battle" } : single(id),
);
