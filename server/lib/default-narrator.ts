import type { Narrator } from "../../common/roast";
import type { ParsedEnv } from "../env";

/** What choosing a narrator reads of the settings. */
export type VoiceSettings = { env: Pick<ParsedEnv, "TTS_BASE_URL"> };

const OFFLINE_DEFAULT: Narrator = "flite";

/** Whether TTS_* configures a cloud voice. */
export const hasCloudVoice = (ctx: VoiceSettings): boolean => Boolean(ctx.env.TTS_BASE_URL);

/**
 * The narrator a roast gets unless one is chosen: the cloud voice when configured (the operator
 * pays for it to be heard), else Flite (docs/decisions/0011). The server, the bench and the CLI
 * all speak with it.
 */
export const getDefaultNarrator = (ctx: VoiceSettings): Narrator => (hasCloudVoice(ctx) ? "cloud" : OFFLINE_DEFAULT);
