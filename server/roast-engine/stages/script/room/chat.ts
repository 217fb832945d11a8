import { defineFamily } from "./room-types";

const mine = (words?: RegExp) => ({ on: "quote" as const, words, roles: ["chat_message" as const] });

/** The uploader's side of a chat. Never the other person's words. */
export const CHAT = defineFamily("chat", [
  {
    id: "on-my-way",
    match: mine(/omw|on my way|5 min|five min|leaving now|almost there|running late/i),
    setups: ["{q}. Said from bed, still in pyjamas.", "{ctx}, and then {q}."],
    punches: ["On your way, geologically speaking.", "Five minutes in your time zone is a season.", "Almost there, said the person still choosing socks."],
  },
  {
    id: "haha",
    match: mine(/^(?:ha)+h?$|^lol+$|^lmao+$|haha|lol\b|😂/i),
    setups: ["{q}. The reply of a person not laughing.", "{ctx}, and then {q}."],
    punches: ["A laugh typed with a completely still face.", "That's not laughter, that's a receipt.", "Comedy died and you sent its obituary."],
  },
  {
    id: "k",
    match: mine(/^(?:k|ok|okay|kk|sure|fine|cool)\.?$/i),
    setups: ["{q}. Two letters, one mood, zero warmth.", "{ctx}, and the reply {q}."],
    punches: ["The coldest text ever sent on a warm phone.", "That reply has a fridge's personality.", "Short, like your patience."],
  },
  {
    id: "double-text",
    match: mine(/\?\?|hello\?|you there|did you see|u up|\?$/i),
    setups: ["{q}. The follow-up to the follow-up.", "{ctx}, and then {q}."],
    punches: ["Persistence: admirable in sport, alarming in chat.", "The read receipts are watching you.", "A text sent into the void, twice."],
  },
  {
    id: "sorry",
    match: mine(/sorry|my bad|apolog|oops|forgot/i),
    setups: ["{q}. An apology with the sincerity of a pop-up.", "{ctx}, and the apology {q}."],
    punches: ["Sorry, not sorry, mostly asleep.", "An apology that needs its own apology.", "Accepted, under protest."],
  },
  {
    id: "plans",
    match: mine(/tonight|tomorrow|this weekend|dinner|drinks|hang out|are we still|plans/i),
    setups: ["{q}. Plans, made with the confidence of someone who'll cancel.", "{ctx}, and the plan {q}."],
    punches: ["These plans have the lifespan of a soap bubble.", "Scheduled, pending the sofa's approval.", "The group chat will cancel by six."],
  },
  {
    id: "long-message",
    match: { on: "quote", roles: ["chat_message"], words: /^(?:\S+\s+){7,}/ },
    setups: ["{q}. A text with a table of contents.", "{ctx}, and then {q}."],
    punches: ["That's not a message, it's a podcast.", "Scroll, scroll, still the same message.", "The reply will be a thumbs up."],
  },
  {
    id: "any-chat",
    // "Sent, read" and "the other person" hold only in a conversation, not a post read as a bubble.
    match: { on: "quote", roles: ["chat_message"], kinds: ["chat"] },
    broad: true,
    setups: ["{q}. Sent, read, and screenshotted for evidence.", "{ctx}, and your contribution: {q}.", "{q}, in writing, where it stays."],
    twists: ["The group chat went quiet."],
    punches: [
      "The other person is still composing a reply in silence.",
      "Texting like it's a ransom note.",
      "Your keyboard deserves a raise.",
      "That text aged like milk in a sunny window.",
      // Said of any words read as a bubble: they hold on a screen the reader is unsure is a chat.
      "Every word chosen on purpose, which is somehow the worst part.",
    ],
  },
]);
