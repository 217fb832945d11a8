import { DATING_CHAT_SAMPLES } from "./samples-dating-chat";
import { INSTAGRAM_SAMPLES } from "./samples-instagram";
import { OTHER_APP_SAMPLES } from "./samples-other-apps";
import { SOCIAL_SAMPLES } from "./samples-social";
import type { ScreenSample } from "./screen-truth";

/** Every realistic screenshot the drawing script renders, in the order of ground-truth.json. */
export const SCREEN_SAMPLES: ScreenSample[] = [...INSTAGRAM_SAMPLES, ...SOCIAL_SAMPLES, ...DATING_CHAT_SAMPLES, ...OTHER_APP_SAMPLES];
