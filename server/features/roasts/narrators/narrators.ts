import { NARRATORS, type Narrator, type NarratorOption } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { type VoiceSettings, getDefaultNarrator, hasCloudVoice } from "../../../lib/default-narrator";
import { AppError } from "../../../lib/errors";

const DESCRIPTIONS: Record<Narrator, { label: string; description: string }> = {
  flite: { label: "Deadpan", description: "A calm human voice that plays it straight" },
  roastbot: { label: "RoastBot", description: "A robot comedian with a metallic echo" },
  cloud: { label: "Studio", description: "A natural studio voice" },
};

/** The narrators this server offers: the cloud voice only when TTS_* configures one. */
export function findNarrators(ctx: VoiceSettings): Narrator[] {
  return NARRATORS.filter((id) => id !== "cloud" || hasCloudVoice(ctx));
}

/** GET /api/narrators: the offered narrators, the default first, each with its preview's address. */
export function listNarrators(ctx: Pick<AppContext, "env">): NarratorOption[] {
  const fallback = getDefaultNarrator(ctx);
  return findNarrators(ctx)
    .map((id) => ({ id, ...DESCRIPTIONS[id], previewUrl: `/api/narrators/${id}/preview`, isDefault: id === fallback }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The narrator asked for (the default when none), or a 400 naming the ones on offer. */
export function requireNarrator(ctx: Pick<AppContext, "env">, requested: unknown): Narrator {
  if (requested === undefined || requested === null || requested === "") return getDefaultNarrator(ctx);
  const offered = findNarrators(ctx);
  const match = offered.find((id) => id === requested);
  if (!match) {
    throw new AppError("BAD_REQUEST", `Please choose a narrator: ${offered.map((id) => DESCRIPTIONS[id].label).join(", ")}`, { title: "Unknown narrator" });
  }
  return match;
}
