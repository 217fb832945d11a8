import { EVERYDAY_MISHAP_TROPES } from "./voices-everyday-mishaps";
import { defineJokes } from "../joke-types";
import { CHAT_TROPES } from "./voices-chats";
import { DEAL_TROPES } from "./voices-deals";
import { COMMENT_TROPES } from "./voices-comments";
import { LISTING_TROPES } from "./voices-listings";
import { RANT_TROPES } from "./voices-rants";
import { REVIEW_TROPES } from "./voices-reviews";
import { VERDICT_TROPES } from "./voices-verdicts";
import { FAMILY_TROPES } from "./voices-family";
import { FAMILY_REMARK_TROPES } from "./voices-family-remarks";
import { GAME_TROPES } from "./voices-games";
import { WORK_CHAT_TROPES } from "./voices-work-chat";
import { MARKETPLACE_CHAT_TROPES } from "./voices-marketplace-chat";
import { EVERYDAY_TROPES } from "./voices-everyday";

/**
 * Other people's kind of talk, in the person's own words: neighbourhood rants and questions to the
 * internet (voices-rants.ts), reviews (voices-reviews.ts), marketplace listings
 * (voices-listings.ts), chat messages (voices-chats.ts) and comments (voices-comments.ts), family
 * life (voices-family.ts, voices-family-remarks.ts), games and streams (voices-games.ts), work chat (voices-work-chat.ts) and
 * a marketplace's buyers and sellers (voices-marketplace-chat.ts), everyday moans (voices-everyday.ts).
 */
export const VOICE_JOKES = defineJokes("jvoice", [
  ...RANT_TROPES,
  ...REVIEW_TROPES,
  ...VERDICT_TROPES,
  ...LISTING_TROPES,
  ...DEAL_TROPES,
  ...CHAT_TROPES,
  ...COMMENT_TROPES,
  ...FAMILY_TROPES,
  ...FAMILY_REMARK_TROPES,
  ...GAME_TROPES,
  ...WORK_CHAT_TROPES,
  ...MARKETPLACE_CHAT_TROPES,
  ...EVERYDAY_TROPES,
  ...EVERYDAY_MISHAP_TROPES,
]);
