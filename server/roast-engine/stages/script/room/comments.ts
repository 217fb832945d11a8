import { defineFamily } from "./room-types";

/** The uploader's own comments and posts in a thread. Never the other commenters' words. */
export const COMMENTS = defineFamily("comment", [
  {
    id: "first",
    match: { on: "quote", roles: ["comment", "caption"], words: /^first!?$|^early|notification squad/i },
    setups: ["{q}. The race nobody else entered.", "{ctx}, and the comment {q}."],
    punches: ["First, and last, to care.", "A gold medal in refreshing.", "The podium has one step, and it's you."],
  },
  {
    id: "well-actually",
    match: { on: "quote", roles: ["comment"], words: /actually|technically|to be fair|source\?|citation|correct me/i },
    setups: ["{q}. The start of a very long comment.", "{ctx}, and then {q}."],
    punches: ["The thread sighed as one.", "Nobody asked, and you answered in paragraphs.", "A comment with footnotes."],
  },
  {
    id: "emoji-comment",
    match: { on: "quote", roles: ["comment"], words: /^[^\p{L}]*$|🔥|😍|👏|💯/u },
    setups: ["{q}. A comment in sticker form.", "{ctx}, and the reply {q}."],
    punches: ["Commenting like a fruit machine.", "Emoji only, because sentences cost extra.", "A thumbs-up with more steps."],
  },
  {
    id: "tag-a-friend",
    match: { on: "quote", roles: ["comment"], words: /@\w+|this is you|literally you|tag/i },
    setups: ["{q}. Tagging a friend into the chaos.", "{ctx}, and then {q}."],
    punches: ["The friend has muted you since.", "Dragging people into threads like a fisherman.", "They saw the tag and moved countries."],
  },
  {
    id: "confession",
    match: {
      on: "quote",
      roles: ["comment", "caption", "chat_message"],
      words: /\bi (?:have|just|once|accidentally|really)\b|\bama\b|confess|i found a way|don'?t ask/i,
    },
    setups: ["{q}. A confession nobody requested.", "{ctx}, and the confession {q}.", "{q}. Said like a witness statement."],
    twists: ["The jury is the comment section."],
    punches: [
      "Guilty, and weirdly proud of it.",
      "Your therapist will read this thread.",
      "A confession with a like button.",
      "The internet forgives nothing, but it does screenshot.",
      "Somewhere a support group just got a new member.",
    ],
  },
  {
    id: "big-life-change",
    match: {
      on: "quote",
      roles: ["comment", "caption", "bio"],
      words: /quit my job|moved to|left my|gap year|sold everything|new life|travel for a year|day \d+:/i,
    },
    setups: ["{q}. A life change, live-blogged.", "{ctx}, and the update: {q}.", "{q}. The sequel nobody greenlit."],
    twists: ["The old life wants its stapler back."],
    punches: [
      "Freedom lasted about as long as the phone battery.",
      "Escaping the routine, then missing it by lunch.",
      "A bold leap, landing in the same chair.",
      "Your boss is reading this with a smile.",
      "Eat, pray, refresh the inbox.",
    ],
  },
  {
    id: "any-comment",
    match: { on: "quote", roles: ["comment"] },
    broad: true,
    setups: [
      "{q}. A comment for the ages, or at least for the hour.",
      "{ctx}, and the comment {q}.",
      "{q}. Typed in public, on purpose.",
      "{q}. The thread stopped to stare.",
      "{ctx}, and then, in the replies, {q}.",
      "{q}. Posted, then defended to the death.",
      "{q}. Comment of the day, for all the wrong reasons.",
    ],
    twists: ["Posted with zero hesitation.", "The upvotes are confused too."],
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
      "Someone is already turning it into a meme.",
      "The mods have opened a file on you.",
      "That comment has a longer shelf life than you'd like.",
      "Pinned, not for the reasons you hope.",
      "The replies are kinder than you deserve.",
    ],
  },
]);
