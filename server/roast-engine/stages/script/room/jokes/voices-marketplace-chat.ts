import type { TropeSource } from "../joke-types";

/** Marketplace chat: a buyer's and a seller's messages, offers and lowballs, condition and collection. */
export const MARKETPLACE_CHAT_TROPES: TropeSource[] = [];
