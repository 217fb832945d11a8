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
      ["{q}. First place in a race nobody else knew was on.", "The prize is this comment.", "The prize is this comment, sadly."],
      ["{q}. Arrived first, and forgot to bring a thought.", "It's still on its way.", "The thought is still on its way, apparently."],
      ["{q}. Beat everyone to the comments, then had nothing to say once there.", "A sprint to an empty room."],
      ["{q}. A gold medal for speed, in an event judged entirely on content.", "Disqualified.", "Disqualified, but very quickly."],
    ],
  },
  {
    id: "this",
    match: comment(/\b(?:so much this|this right here|exactly this)\b|^this\s*!{2,}/i),
    jokes: [
      ["{q}. A whole opinion, subcontracted to whoever wrote the thing above.", "They should invoice you."],
      ["{q}. Pointing at a sign and nodding very hard, in text form.", "Nod, nod.", "Nod, nod, point, nod."],
      ["{q}. Agreeing so hard there was no room left for an actual thought.", "Not a crumb of one."],
      ["{q}. Contributing nothing, at tremendous volume.", "Full marks for volume.", "Full marks for volume, none for content."],
    ],
  },
  {
    id: "came-here",
    match: comment(
      /\b(?:came here to say|came here for|came here looking for|came to the comments|scrolled (?:down )?(?:for|to find)|had to scroll|looking for this comment)\b/i,
    ),
    jokes: [
      ["{q}. A long journey across the internet to deliver one borrowed sentence.", "Delivered, slightly used."],
      ["{q}. Came all this way, and brought the same thought as everyone else.", "A potluck of identical salads."],
      ["{q}. Announcing the journey, like the comments are a destination with a gift shop.", "Exit through the replies."],
      ["{q}. The comments' version of arriving at a party just to say you've arrived.", "Welcome.", "Welcome, coat goes on the pile."],
      ["{q}. Every comment like this feels original to the person typing it, every single time.", "All day."],
    ],
  },
  {
    id: "underrated",
    match: comment(/\b(?:underrated|under rated|underappreciated|deserves more|not enough people|needs more (?:likes|views|love)|criminally)\b/i),
    jokes: [
      ["{q}. The moment enough people agree, it'll be overrated, and you'll leave.", "Loudly.", "Loudly, to somewhere smaller."],
      ["{q}. Calling it underrated where everyone can see, which is exactly how ratings go up.", "Job done."],
      ["{q}. Every underrated thing has one fan who won't let it stay underrated.", "Hello, fan.", "Hello, fan. We see you."],
      ["{q}. Rating it higher personally, and waiting for the rest of the internet to catch up.", "Still loading."],
    ],
  },
  {
    id: "whos-here",
    match: comment(
      /\b(?:who'?s (?:still )?here in|anyone (?:still )?here in|who else is here|anyone else here|who is watching in|who'?s watching in|still here in)\b/i,
    ),
    jokes: [
      ["{q}. Taking attendance in a class with no teacher.", "Present, sadly.", "Present, sadly, and still scrolling."],
      ["{q}. Yes. Everyone reading this is here. That's how here works.", "Basic physics.", "Basic physics, and a bit of time wasting."],
      ["{q}. A roll call for strangers who'll never meet, answered anyway.", "Present, and still a stranger."],
      ["{q}. A time capsule, opened by people who are also meant to be working.", "Hello, fellow procrastinators."],
    ],
  },
  {
    id: "not-me",
    match: comment(/^not me\b|^(?:it wasn'?t me|wasn'?t me)\b/i),
    jokes: [
      ["{q}. It was you. The comment itself is the confession.", "Signed and dated.", "Signed, dated, and posted in public."],
      ["{q}. A denial built exactly like a confession, because it is one.", "Case closed.", "Case closed, by the defendant."],
      ["{q}. Describing yourself from a distance, hoping the distance helps.", "It did not.", "It did not help at all."],
      ["{q}. Denying something nobody accused anyone of, the fastest route to being accused.", "Right on cue."],
    ],
  },
  {
    id: "the-way",
    match: comment(/^(?:the way (?:i|you|he|she|they|we|this|that|it)|the fact that|me when|pov)\b/i),
    jokes: [
      ["{q}. A sentence that starts with great conviction and never has to finish.", "And it never will."],
      ["{q}. The grammar of pure feeling: a subject, a verb, then nothing at all.", "Just vibes.", "Just vibes, no full stop."],
      ["{q}. Half a sentence, posted with the confidence of a whole one.", "And a half.", "A whole one and a half."],
      ["{q}. Starting a thought and leaving the comments to finish it.", "They won't.", "They won't, they're busy starting their own."],
      ["{q}. And then it just stops, like the thought found the exit.", "Mid-stride.", "Mid-stride, lights still on."],
    ],
  },
  {
    id: "tell-me-why",
    match: comment(/\b(?:tell me why|explain why|can someone explain|somebody explain|why is nobody talking about)\b/i),
    jokes: [
      ["{q}. Asked as if the comments have a help desk.", "They have a complaints queue.", "They have a complaints queue, and it's this."],
      ["{q}. Demanding answers from strangers, who will reply with more questions.", "And a meme.", "And a meme, and a shrug."],
      ["{q}. Nobody will tell you why. Nobody knows why. That's the comments.", "Welcome to the comments."],
      ["{q}. The answer is probably in the thing itself, waiting patiently to be read.", "Scroll up.", "Scroll up, gently."],
    ],
  },
  {
    id: "im-crying",
    match: comment(/\b(?:i'?m crying|im crying|i'?m screaming|im screaming|i'?m weak|im weak|i'?m deceased|crying laughing|i'?m dead|im dead)\b/i),
    jokes: [
      ["{q}. Typed with perfectly steady hands, by someone reportedly in pieces.", "Steady as a surgeon."],
      ["{q}. Dramatic, and yet still well enough to type.", "Science is baffled.", "Science is baffled, and so are we."],
      ["{q}. The strongest reaction available, spent on something forgotten by lunch.", "Lunch is soon.", "Lunch is very soon."],
      ["{q}. Nobody in the comments is ever just mildly amused.", "Mild is extinct.", "Mild is extinct, and so is calm."],
    ],
  },
  {
    id: "nobody-asked",
    match: comment(/\b(?:nobody asked|no one asked|who asked|didn'?t ask)\b/i),
    jokes: [
      ["{q}. And yet here you are, stopping to answer.", "Nobody asked for that either.", "Nobody asked for that either, to be fair."],
      ["{q}. A comment proving somebody cared enough to stop and type.", "Somebody did.", "Somebody did, and it was you."],
      ["{q}. Said in the comments, the one place built for people who weren't asked.", "Including you."],
      ["{q}. A reply nobody asked for, about nobody asking. The internet, in one line.", "Perfect, really."],
    ],
  },
  {
    id: "so-me",
    match: comment(/\b(?:literally me|this is so me|me fr|it me|this is my life|story of my life)\b/i),
    jokes: [
      ["{q}. Spotting yourself in the wild and announcing it, like a rare bird.", "Self spotted.", "Self spotted, in its natural habitat."],
      ["{q}. A confession, dressed up as relating to something.", "Everyone read it.", "Everyone read it, and now they know."],
      ["{q}. A tiny autobiography, with no second chapter.", "The end.", "The end, already, thank you for reading."],
      ["{q}. Relatable content, reviewed by its subject, who confirms it's accurate.", "Painfully.", "Painfully accurate, right down to the letter."],
    ],
  },
  {
    id: "let-them-cook",
    match: comment(/\b(?:let (?:him|her|them|me|you) cook|who let (?:you|him|her|them) cook|no crumbs|left no crumbs|ate that|ate and left)\b/i),
    jokes: [
      ["{q}. Calling it cooking, when nothing got cooked and nobody got fed.", "Everybody, starving.", "Everybody at the table, still starving."],
      ["{q}. A restaurant review of something nobody could possibly eat.", "Chef's kiss.", "Chef's kiss, blown at an empty plate."],
      ["{q}. Praise so current it'll sound ancient by the weekend.", "Already going stale.", "Already going stale, like last week's bread."],
      ["{q}. The internet's highest praise, borrowed from chefs and returned unwashed.", "Pan still in the sink."],
    ],
  },
  {
    id: "obsessed",
    match: comment(/\b(?:obsessed|i need this|need this in my life|i'?m in love|in love with this)\b/i),
    jokes: [
      ["{q}. The comments, where every mild interest arrives at full volume.", "Maximum volume.", "Maximum volume, minimum interest."],
      ["{q}. A lifetime commitment, lasting until the next scroll.", "It's over.", "It's over, and it was beautiful."],
      ["{q}. An emergency level of enthusiasm, for something that's fine, really.", "Just fine.", "It is just fine."],
      ["{q}. Big feelings, posted at speed, moments before the next big feeling.", "Then the next one."],
    ],
  },
  {
    id: "thanks-replies",
    match: comment(/^(?:thank you|thanks|thank u|thx|ty|appreciate it|appreciate you|aw thanks|aww thank you)\b/i),
    jokes: [
      ["{q}. Gracious, prompt, and just a little hungry for the next compliment.", "Keep them coming."],
      ["{q}. A thank-you in the comments: the receipt for a compliment.", "Stamped.", "Stamped, filed, and framed."],
      ["{q}. Manners in the comments, a sighting rarer than a sensible reply.", "Somebody alert the experts."],
      ["{q}. Politeness, out in the open, where the comments can see it and feel ashamed.", "They won't."],
    ],
  },
  {
    id: "link-please",
    match: comment(/\b(?:where is this|where'?s this|where did you get|where'?d you get|need the link|link please|drop the link|where can i get)\b/i),
    jokes: [
      ["{q}. Asking strangers, when a search bar could answer it in about a minute.", "Less, honestly."],
      ["{q}. Asked in the comments, where every reply will be someone else asking the same thing.", "Plus one.", "Plus one, plus one, plus one."],
      ["{q}. The fastest journey online: from scrolling past to needing it immediately.", "Immediately, and forever."],
      [
        "{q}. Asked in public, so everyone else gets the answer without having to ask.",
        "The lurkers thank you.",
        "The lurkers thank you, silently, as always.",
      ],
    ],
  },
  {
    id: "congrats",
    match: comment(/\b(?:congrats|congratulations|so proud of you|so proud|well done|you deserve it)\b/i),
    jokes: [
      ["{q}. A pat on the back, delivered from across the internet.", "Long arms.", "Very long arms, for a stranger."],
      ["{q}. Warm words, in the one place where they cost nothing and count double.", "Bargain."],
      ["{q}. Cheering from the comments, like a parent at the back of a school play.", "The loudest one there."],
      ["{q}. Support, in the fastest form available, typed between other things.", "Busy.", "Busy, but supportive, in that order."],
    ],
  },
  {
    // "Saving this for later", "Bookmarked!", "Saved, will try this".
    id: "saving-this",
    match: comment(/\b(?:saving this|saved this|saved for later|bookmarking this|bookmarked)\b/i),
    jokes: [
      ["{q}. Saved, beside all the other things saved for a later that never comes.", "Later is very full."],
      ["{q}. Announcing the save, so everyone knows you definitely meant to come back.", "You won't.", "You won't, but it's a lovely thought."],
      ["{q}. Filed in the folder of things you'll definitely come back to, also known as never.", "A very full folder."],
      ["{q}. Saving it is the closest this will ever get to being done.", "Close enough.", "Close enough, apparently."],
    ],
  },
];
