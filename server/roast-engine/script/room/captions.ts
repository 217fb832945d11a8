import { defineFamily } from "./room-types";

const caption = (words: RegExp) => ({ on: "quote" as const, words, roles: ["caption" as const, "sticker" as const] });

/** Captions of posts and stories. */
export const CAPTIONS = defineFamily("caption", [
  {
    id: "fit-check", match: caption(/fit check|fitcheck|outfit|ootd|drip|the fit/i),
    setups: ["{q}. The fit has been checked, and it failed.", "{ctx}, and the caption {q}."],
    twists: ["The wardrobe has asked for privacy."],
    punches: ["The fit checked out and didn't come back.", "Fit check results: please try again.", "A fit so confident it forgot to be good.", "Fit checked, results pending, lawyers involved.", "The mirror has asked for a day off."],
  },
  {
    id: "photo-dump", match: caption(/photo dump|dump|camera roll|recap|lately|life lately/i),
    setups: ["{q}. A camera roll, unsorted, with feelings.", "{ctx}, and the caption {q}."],
    punches: ["A photo dump, and we're the landfill.", "Twelve blurry photos and one of a sandwich.", "Recycling exists for a reason."],
  },
  {
    id: "day-in-life", match: caption(/day in (?:my|the) life|diml|morning routine|routine|grwm|get ready/i),
    setups: ["{q}. A day, documented like a nature film.", "{ctx}, and the series {q}."],
    twists: ["Narrated by nobody, watched by fewer."],
    punches: ["A day in the life, and the life is mostly toast.", "Your routine has more scenes than a blockbuster.", "The most exciting part was the coffee."],
  },
  {
    id: "no-filter", match: caption(/no ?filter|nofilter|natural|woke up like this|no makeup|raw/i),
    setups: ["{q}. The filter is hiding behind the caption.", "{ctx}, and the claim {q}."],
    punches: ["No filter, just seven apps.", "Natural, like a plastic plant.", "The filter wrote the caption."],
  },
  {
    id: "new-chapter", match: caption(/new chapter|big news|announcement|next chapter|new beginnings|era\b/i),
    setups: ["{q}. Said like a movie trailer for a weekend.", "{ctx}, and the big reveal {q}."],
    punches: ["The new chapter is the old chapter with a haircut.", "Big news, small audience.", "Your era has a very short runtime."],
  },
  {
    id: "sunday-reset", match: caption(/reset|sunday|self care|slow morning|unplug|recharge/i),
    setups: ["{q}. Unplugging, live, on the internet.", "{ctx}, and the caption {q}."],
    punches: ["The reset button is just the phone again.", "Unplugged so hard you posted about it.", "Recharged to eleven percent."],
  },
  {
    id: "motivational", match: caption(/dream|believe|never give up|hustle|goals|keep going|trust the process|journey/i),
    setups: ["{q}. A caption from a dentist's waiting room.", "{ctx}, and the wisdom {q}."],
    twists: ["Printed on a mug, somewhere."],
    punches: ["Trusting the process; the process is confused.", "Your journey has a lot of stops at the fridge.", "A fortune cookie would be embarrassed."],
  },
  {
    id: "lyrics", match: caption(/\bi'?m\b.*\bbaby\b|song|lyrics|la la|🎶|♪/i),
    setups: ["{q}. Song lyrics as a caption, a classic.", "{ctx}, and the caption {q}."],
    punches: ["The artist did not authorise this.", "Karaoke, but silent.", "Even the song skipped itself."],
  },
  {
    id: "question-caption", match: caption(/\?$/),
    setups: ["{q}. Asking the internet a question, bold.", "{ctx}, and the question {q}."],
    punches: ["The internet has answered, and it's no.", "A question with one answer: post less.", "The comment section is drafting its reply.", "You already know the answer, you just want witnesses.", "Asked in public, answered in the group chat behind your back.", "The answer is in the replies, and it's a gif.", "Nobody voted, but everybody screenshotted.", "Rhetorical, but you're getting answers anyway."],
  },
  {
    id: "poll", match: { on: "quote", roles: ["sticker"] },
    setups: ["{q}. A poll, because one opinion wasn't enough.", "{ctx}, and the sticker {q}."],
    punches: ["The results are in and everyone lost.", "Democracy was a mistake, and so is this poll.", "Voting closes when the friends stop pretending."],
  },
  {
    id: "emoji-caption", match: caption(/^[^\p{L}]*\p{L}{1,12}[^\p{L}]*$/u),
    setups: ["{q}. One word. The caption of a poet, or of someone rushing.", "{ctx}, and just {q}."],
    punches: ["Shakespeare, but with a low battery.", "Minimalism, or a lost sentence.", "The caption is doing yoga: stretching one word.", "One word, and it still needed editing.", "Brevity, the soul of having nothing to say.", "A caption that ran out of battery mid-thought.", "Short, loud and fully unexplained."],
  },
  {
    id: "candle-label", match: caption(/vibes?|cozy|cosy|golden hour|sunset|soul|grateful|blessed|good energy|peace|calm|bloom|glow|moments?|little things|simple|first try|magic|mood/i),
    setups: ["{q}. A caption you could light with a match.", "{ctx}, and the caption {q}.", "{q}. Soft focus, softer words."],
    twists: ["Scented, probably vanilla."],
    punches: ["A caption that sounds like a candle label.", "Burns for forty hours, smells faintly of smugness.", "Sold in a gift shop next to a wooden sign that says 'Gather'.", "Your caption comes with a wick.", "Inspirational enough for a bathroom wall."],
  },
  {
    id: "any-caption", match: { on: "quote", roles: ["caption"] }, broad: true,
    setups: ["{q}. That's the caption. Posted on purpose.", "{ctx}, and the caption reads {q}.", "{q}, captioned with total confidence.", "{q}. Someone pressed post and walked away.", "{q}. The caption arrived before the thought did.", "{q}. Written in the notes app at a red light."],
    twists: ["The comments are drafting their notes.", "The drafts folder has seen worse, barely."],
    punches: ["The photo did its best; the caption undid it.", "Somewhere a copywriter is breathing into a bag.", "Caption by a fortune cookie on a budget.", "That caption would get a polite cough at an open mic.", "The caption is trying its best, bless it.", "A caption that needs a caption.", "Your drafts folder is breathing a sigh of relief.", "Somewhere an English teacher felt a draft."],
  },
  {
    id: "any-story-text", match: { on: "quote", kinds: ["story"] }, broad: true,
    setups: ["{q}. On a story, for twenty-four hours of glory.", "{ctx}, and the story text {q}."],
    punches: ["Gone in a day, remembered by screenshots.", "A story that expires, and not a moment too soon.", "Twenty-four hours was generous.", "The story expires; the memory won't.", "Your close friends list deserved better."],
  },
]);
