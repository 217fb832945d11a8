import { DATING_CHAT_SCREENS } from "./set-dating-chat";
import { INSTAGRAM_SCREENS } from "./set-instagram";
import { OTHER_APP_SCREENS } from "./set-other-apps";
import { SOCIAL_SCREENS } from "./set-social";
import type { ReadingScreen } from "./screen-truth";

/** Every realistic screenshot the drawing script renders, in the order of ground-truth.json. */
export const READING_SCREENS: ReadingScreen[] = [...INSTAGRAM_SCREENS, ...SOCIAL_SCREENS, ...DATING_CHAT_SCREENS, ...OTHER_APP_SCREENS];
