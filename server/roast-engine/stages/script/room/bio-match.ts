// Anything the person wrote: a comment or a chat message can be as much a cliché as a bio line.
const BIO = ["bio", "headline", "answer", "caption", "other", "detail", "comment", "chat_message", "sticker"] as const;

/** A theme's match on the person's own words, in any of the roles a cliché is written in. */
export const bio = (words: RegExp) => ({ on: "quote" as const, words, roles: [...BIO] });
