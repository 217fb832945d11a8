import { defineFamily } from "./room-types";

/** The uploader's own comments and posts in a thread. Never the other commenters' words. */
export const COMMENTS = defineFamily("comment", [
  {
    id: "first", match: { on: "quote", roles: ["comment", "caption"], words: /^first!?$|^early|notification squad/i },
    setups: ["{q}. The race nobody else entered.", "{ctx}, and the comment {q}."],
    punches: ["First, and last, to care.", "A gold medal in refreshing.", "The podium has one step, and it's you."],
  },
  {
    id: "well-actually", match: { on: "quote", roles: ["comment"], words: /actually|technically|to be fair|source\?|citation|correct me/i },
    setups: ["{q}. The start of a very long comment.", "{ctx}, and then {q}."],
    punches: ["The thread sighed as one.", "Nobody asked, and you answered in paragraphs.", "A comment with footnotes."],
  },
  {
    id: "emoji-comment", match: { on: "quote", roles: ["comment"], words: /^[^\p{L}]*$|🔥|😍|👏|💯/u },
    setups: ["{q}. A comment in sticker form.", "{ctx}, and the reply {q}."],
    punches: ["Commenting like a fruit machine.", "Emoji only, because sentences cost extra.", "A thumbs-up with more steps."],
  },
  {
    id: "tag-a-friend", match: { on: "quote", roles: ["comment"], words: /@\w+|this is you|literally you|tag/i },
    setups: ["{q}. Tagging a friend into the chaos.", "{ctx}, and then {q}."],
    punches: ["The friend has muted you since.", "Dragging people into threads like a fisherman.", "They saw the tag and moved countries."],
  },
  {
    id: "any-comment", match: { on: "quote", roles: ["comment"] }, broad: true,
    setups: ["{q}. A comment for the ages, or at least for the hour.", "{ctx}, and the comment {q}."],
    twists: ["Posted with zero hesitation."],
    punches: [
      "The reply button is asking for a break.",
      "A comment section contribution, in the loosest sense.",
      "Nobody liked it, including you.",
      "Typed, posted, and never reread. Brave.",
      "The original poster is still recovering.",
      "Somewhere a moderator just sighed.",
      "History will not remember it, but the screenshot will.",
      "The thread was fine until you arrived.",
      "The thread will be telling this story for years.",
    ],
  },
]);
