import type { TropeSource } from "../joke-types";

/**
 * A comment: the jokes call it a comment and never say whose post it sits under, so they hold
 * whether the post's owner wrote it or someone else did.
 */
const comment = (words: RegExp) => ({ on: "quote" as const, words, roles: ["comment" as const] });

/** Comments: the race to be first, the one-word agreements, the roll calls and the reactions. */
export const COMMENT_TROPES: TropeSource[] = [
  {
    id: "first",
    match: comment(/\b(?:first comment|first to comment|am i (?:the )?first|am i early|early gang|here before it (?:blows up|goes viral))\b/i),
    jokes: [
      ["{q}. First place in a race that nobody else even knew was on.", "The prize is nothing.", "The prize is also nothing."],
      ["{q}. All of the speed and none of the content, like a getaway with nothing stolen.", "Clean escape."],
      ["{q}. Racing to the comments to announce the race, and then saying nothing else, ever.", "Victory."],
      ["{q}. The whole thought was arriving. The arriving was the whole thought.", "Deep.", "Deep, in a puddle way."],
    ],
  },
  {
    id: "this",
    match: comment(/\b(?:so much this|this right here|exactly this)\b|^this\s*!{2,}/i),
    jokes: [
      ["{q}. A comment contributing nothing, with tremendous enthusiasm.", "Full marks for volume.", "Full marks for volume, none for content."],
      ["{q}. The comment equivalent of pointing at a sign and nodding very hard.", "Nod, nod.", "Nod, nod, point."],
      ["{q}. An entire opinion, outsourced to whoever wrote the thing above it.", "Subcontracted.", "Fully subcontracted."],
      ["{q}. Agreeing so hard that there was no room left for an actual thought.", "None.", "Not a crumb of one."],
    ],
  },
  {
    id: "came-here",
    match: comment(
      /\b(?:came here to say|came here for|came here looking for|came to the comments|scrolled (?:down )?(?:for|to find)|had to scroll|looking for this comment)\b/i,
    ),
    jokes: [
      ["{q}. And then said it, in case nobody else had thought of it.", "Bravely."],
      ["{q}. A whole journey across the internet to deliver one borrowed sentence.", "Delivered.", "Delivered, slightly used."],
      ["{q}. The comments' version of showing up to a party just to announce you arrived.", "Welcome."],
      ["{q}. Arrived with a single thought and left it exactly where it was found.", "Untouched.", "Completely untouched."],
      ["{q}. And said it. Mission complete.", "Nothing more to add, ever."],
    ],
  },
  {
    id: "underrated",
    match: comment(/\b(?:underrated|under rated|underappreciated|deserves more|not enough people|needs more (?:likes|views|love)|criminally)\b/i),
    jokes: [
      ["{q}. The moment enough people agree, it will be overrated, and you will leave.", "Loudly."],
      ["{q}. Said underneath something everybody is currently looking at, including you.", "Hidden in plain sight.", "Very plain sight."],
      ["{q}. Every underrated thing has one loyal fan who refuses to stop saying so.", "Hello.", "Hello, loyal fan."],
      ["{q}. Rating it higher personally, hoping the rest of the internet takes notes.", "It will not.", "The internet does not take notes."],
    ],
  },
  {
    id: "whos-here",
    match: comment(
      /\b(?:who'?s (?:still )?here in|anyone (?:still )?here in|who else is here|anyone else here|who is watching in|who'?s watching in|still here in)\b/i,
    ),
    jokes: [
      ["{q}. Taking attendance in a classroom where nobody is the teacher.", "Present, sadly.", "Present, sadly, and still scrolling."],
      ["{q}. Yes. Everyone reading this is here. That is how being here works.", "Physics.", "Basic physics."],
      ["{q}. A roll call for a class that never met, answered by strangers.", "Who will never meet.", "Strangers who will never meet."],
      ["{q}. Checking whether anyone else is lost in the same place at the same time.", "Everyone.", "Everyone is."],
    ],
  },
  {
    id: "not-me",
    match: comment(/^not me\b|^(?:it wasn'?t me|wasn'?t me)\b/i),
    jokes: [
      ["{q}. It was them. The sentence itself is the confession.", "Signed and dated.", "Signed, dated, and posted publicly."],
      ["{q}. A denial built exactly like a confession, because it is one.", "Case closed.", "Case closed, lovingly."],
      ["{q}. Narrating yourself from a distance, to get some distance from yourself.", "It did not work.", "It did not work at all."],
      ["{q}. Denying something nobody accused anyone of, the fastest way to get accused.", "Noticed."],
    ],
  },
  {
    id: "the-way",
    match: comment(/^(?:the way (?:i|you|he|she|they|we|this|that|it)|the fact that|me when|pov)\b/i),
    jokes: [
      ["{q}. A sentence that starts with great conviction and is never obliged to finish.", "Never.", "And it never will."],
      ["{q}. The grammar of pure feeling: a subject, a verb, then nothing at all.", "Vibes.", "Just vibes."],
      ["{q}. Starting a thought and letting the audience finish it, like improv nobody booked.", "Yes, and."],
      ["{q}. Half a sentence, posted with the confidence of a whole one.", "And a half.", "A whole one and a half."],
      ["{q}. And then the sentence just stopped.", "Like a thought that found the exit."],
    ],
  },
  {
    id: "tell-me-why",
    match: comment(/\b(?:tell me why|explain why|can someone explain|somebody explain|why is nobody talking about)\b/i),
    jokes: [
      ["{q}. Asked as if there is a help desk in the comments.", "There is not.", "There is not, and there never was."],
      ["{q}. Nobody will tell you why. Nobody knows why. That is the comments.", "Welcome.", "Welcome to the comments."],
      ["{q}. A demand for answers, phrased like a song lyric, delivered to strangers.", "Encore.", "Nobody sings back."],
      ["{q}. The reason is probably in the post itself, waiting patiently to be read.", "Scroll up.", "Scroll up, gently."],
    ],
  },
  {
    id: "im-crying",
    match: comment(/\b(?:i'?m crying|im crying|i'?m screaming|im screaming|i'?m weak|im weak|i'?m deceased|crying laughing|i'?m dead|im dead)\b/i),
    jokes: [
      ["{q}. Reported in the calmest sentence ever typed, with perfectly steady hands.", "Steady.", "Very steady."],
      ["{q}. Dramatic, and yet somehow still well enough to type.", "Impressive.", "Impressive, really."],
      ["{q}. The most extreme reaction available, spent on something forgotten by lunch.", "Lunch is soon.", "Lunch is very soon."],
      ["{q}. The full theatre of the comments, where nobody is ever just mildly amused.", "Curtain.", "Standing ovation."],
    ],
  },
  {
    id: "nobody-asked",
    match: comment(/\b(?:nobody asked|no one asked|who asked|didn'?t ask)\b/i),
    jokes: [
      ["{q}. And yet here you are, stopping to answer.", "Nobody asked that either.", "Nobody asked for that either, to be fair."],
      ["{q}. The comment that proves somebody cared enough to stop and reply.", "Somebody did.", "Somebody cared a lot."],
      ["{q}. A reply to nobody, about nobody asking. The internet, in one sentence.", "Perfect.", "Perfect, really."],
      ["{q}. Said in the comments, the one place built for people who were not asked.", "Everyone.", "Including everyone."],
    ],
  },
  {
    id: "so-me",
    match: comment(/\b(?:literally me|this is so me|me fr|it me|this is my life|story of my life)\b/i),
    jokes: [
      ["{q}. Seeing yourself in a post, and announcing it, like a rare sighting.", "Birdwatching, but for yourself.", "Self spotted."],
      ["{q}. A confession, disguised as relating to something.", "Noted by everyone.", "Noted by absolutely everyone reading."],
      ["{q}. Every comment like this is a tiny autobiography with no second chapter.", "The end.", "The end, already."],
      ["{q}. Relatable content, reviewed by its subject, who confirms it is accurate.", "Painfully.", "Painfully accurate."],
    ],
  },
  {
    id: "let-them-cook",
    match: comment(/\b(?:let (?:him|her|them|me|you) cook|who let (?:you|him|her|them) cook|no crumbs|left no crumbs|ate that|ate and left)\b/i),
    jokes: [
      ["{q}. Calling it cooking, when nothing was cooked and nobody got fed.", "Starving.", "Everybody, starving."],
      ["{q}. The internet's highest praise, borrowed from a cooking show nobody watched.", "Seasoned lightly.", "Lightly seasoned."],
      ["{q}. A culinary review of something that nobody could possibly eat.", "Chef's kiss.", "Chef's kiss, on nothing."],
      ["{q}. Praise so current it will sound ancient by the weekend.", "Already stale.", "Already going stale, slightly."],
    ],
  },
  {
    id: "obsessed",
    match: comment(/\b(?:obsessed|i need this|need this in my life|i'?m in love|in love with this)\b/i),
    jokes: [
      ["{q}. The comments, where every mild interest arrives at full volume.", "Maximum volume.", "Every single time."],
      ["{q}. Big feelings, posted at speed, right before the next post.", "Then the next one.", "Then the next one, just as big."],
      ["{q}. Said with the intensity of a lifetime commitment that will last until the next scroll.", "Ended."],
      ["{q}. An emergency level of enthusiasm for something that is fine, really.", "Just fine.", "It is just fine."],
    ],
  },
  {
    id: "thanks-replies",
    match: comment(/^(?:thank you|thanks|thank u|thx|ty|appreciate it|appreciate you|aw thanks|aww thank you)\b/i),
    jokes: [
      ["{q}. Thanking the comments like a politician shaking hands at a rally.", "Vote for me.", "Vote for me, apparently."],
      ["{q}. Polite, prompt, and just a little hungry for the next one.", "Keep them coming.", "Keep them coming, apparently."],
      ["{q}. A thank-you in the comments, the receipt for a compliment.", "Stamped.", "Stamped and filed."],
      ["{q}. Gracious, in the way a host is gracious while quietly counting the guests.", "Counting.", "Still counting."],
    ],
  },
  {
    id: "link-please",
    match: comment(/\b(?:where is this|where'?s this|where did you get|where'?d you get|need the link|link please|drop the link|where can i get)\b/i),
    jokes: [
      ["{q}. Shopping directly through the comments, like a very small market stall.", "Cash only.", "Cash only, no receipts."],
      ["{q}. The comment that turns any post into a shop window.", "Open for business.", "Open for business, apparently."],
      ["{q}. Asking in public, and trusting a stranger to answer before the next scroll.", "Search it.", "Just search it, honestly."],
      ["{q}. Asked of strangers, when a search bar could answer it in about a minute.", "Found it."],
    ],
  },
  {
    id: "congrats",
    match: comment(/\b(?:congrats|congratulations|so proud of you|so proud|well done|you deserve it)\b/i),
    jokes: [
      ["{q}. A pat on the back, delivered from across the internet.", "Long reach.", "A very long reach."],
      ["{q}. Warm words in the comments, the one place they cost nothing and count double.", "Bargain."],
      ["{q}. Cheering from the comments, like a parent at the back of a school play.", "Loudest one there.", "The loudest one there."],
      ["{q}. Support, in the quickest form available, typed between other, more important things.", "Busy.", "Busy, but supportive."],
    ],
  },
];
