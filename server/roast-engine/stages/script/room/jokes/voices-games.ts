import type { TropeSource } from "../joke-types";

/** Games and streams: levels, ranks, matches, good-luck messages, streams and their chat. */
export const GAME_TROPES: TropeSource[] = [];
