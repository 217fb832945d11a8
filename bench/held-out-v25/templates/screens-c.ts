// Part C of the held-out set v25: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { fluffychat, molly, pulse, samsung, textra } from "./screens-c-1";
import { berty, conversations, qksms, schildichat, status } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [textra, samsung, pulse, fluffychat, molly, schildichat, conversations, qksms, berty, status];
