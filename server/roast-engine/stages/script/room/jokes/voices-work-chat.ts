import type { TropeSource } from "../joke-types";

/** Work chat: meetings, invites, out-of-office, email phrases, a team channel's messages. */
export const WORK_CHAT_TROPES: TropeSource[] = [];
