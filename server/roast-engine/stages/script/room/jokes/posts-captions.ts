import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** The stock captions of posts and stories: the dump, the fit check, the new chapter, the blessing. */
export const POST_CAPTION_JOKES = defineJokes("jpost", [
  {
    id: "photo-dump",
    match: caption(/photo ?dump|\bdump|camera roll|recap|carousel/i),
    jokes: [
      ["{q}. Calling it a {w} was the one careful decision in the whole post.", "Everything else was left to chance."],
      ["{q}. None of these could carry a post alone, so they unionised.", "Collective bargaining, for likes."],
      ["{q}. Nothing was cut. Editing is a muscle, and yours is on holiday.", "Back some time next season."],
      ["{q}. The camera roll was cleared out, and every last bit of it landed on us.", "No refunds."],
    ],
  },
  {
    id: "fit-check",
    match: caption(/fit ?check|fitcheck|ootd|outfit of the day|fit pic|fit of the day/i),
    jokes: [
      ["{q}. You asked for a check. The fit was checked, and it bounced.", "Insufficient funds."],
      ["{q}. Checked, approved and posted, all by the same inspector.", "Quality control has a conflict of interest."],
      ["{q}. An outfit, announced like a product drop, with no restock date.", "Restock not expected."],
      ["{q}. Asking strangers to check the fit turns the whole internet into a fitting room.", "Staff are on their break."],
    ],
  },
  {
    id: "new-chapter",
    pair: { kinds: ["quote", "object", "pose", "outfit"] },
    match: captionOrBio(/new chapter|next chapter|new beginnings?|fresh start|clean slate/i),
    jokes: [
      ["{q}. Bold to start a new chapter when nobody finished the last one.", "Not even the author."],
      ["{q}. A new chapter, same author, same plot holes.", "The critics are already skimming ahead."],
      ["{q}. Announced like a publisher is waiting on the manuscript.", "Spoiler: it is the same story, reformatted."],
      ["{q}. Every fresh start gets announced. The finishes never do.", "Nobody announces the epilogue."],
      ["{q}. A new chapter, and the plot already features {ctx}.", "Gripping stuff, for the author."],
    ],
  },
  {
    id: "era",
    match: captionOrBio(/\bera/i),
    jokes: [
      ["{q}. Eras usually last longer than it takes to announce them.", "This one peaked at the announcement."],
      ["{q}. Historians will describe this {w} as brief, well documented and mostly announcements.", "Footnotes pending."],
      ["{q}. Every era gets announced, and not one ever gets announced as over.", "This one will just quietly stop."],
      ["{q}. An era, declared by its only citizen.", "Population: you."],
    ],
  },
  {
    id: "big-news",
    match: caption(/big news|some news|huge news|exciting news|\bnews|announcement/i),
    jokes: [
      ["{q}. The news is big, the words are vague, and every reader has to do detective work.", "Case still open."],
      ["{q}. Nothing says big news like making everyone guess it first.", "The suspense is doing all the heavy lifting."],
      ["{q}. Announced like a press conference, with the actual news held back for questions.", "No questions, please."],
      ["{q}. Big news, told the way a magician tells you to watch the other hand.", "Ta-da, eventually."],
    ],
  },
  {
    id: "grateful",
    pair: { kinds: ["quote", "object", "pose", "outfit"] },
    match: caption(/grateful|gratitude|thankful|thank you all|thanks everyone/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Gratitude is best said privately, so naturally you told the whole of {place}.", "Private thanks, public venue."],
      ["{q}. Thankful, mainly, for an audience to be thankful in front of.", "Gratitude, but it needed witnesses."],
      ["{q}. Grateful, and determined that everyone knows exactly how grateful.", "Gratitude, with delivery confirmation."],
      ["{q}. A thank-you note addressed to everyone, so it reaches nobody in particular.", "Return to sender."],
      ["{q}. Grateful for everything, and everything, it turns out, includes {ctx}.", "Lucky, lucky everything."],
    ],
  },
  {
    id: "blessed",
    pair: { kinds: ["object", "outfit"] },
    match: caption(/blessed/i),
    jokes: [
      ["{q}. Blessed, officially, by the highest authority available: your own caption.", "The paperwork is self-signed."],
      ["{q}. The blessing stayed private right up until the caption went public.", "Then it got an audience."],
      ["{q}. Being quietly blessed was an option. It was not chosen.", "Quiet never got anybody a like."],
      ["{q}. When life is this blessed, the receipts apparently go online.", "Proof of purchase, attached."],
      ["{q}. Blessed with {ctx}, which is one generous way to count blessings.", "Generous, and quick."],
    ],
  },
  {
    id: "soft-launch",
    match: caption(/soft[- ]?launch/i),
    jokes: [
      ["{q}. A soft launch, so the comments can zoom in and open an investigation.", "Detectives, enhance."],
      ["{q}. Launching a relationship like a product with a waitlist.", "Early access for close friends only."],
      ["{q}. Launched softly, so if it crashes, nobody saw the rocket.", "Mission control is denying everything."],
      ["{q}. Calling it a {w} means a hard one is scheduled, presumably with fireworks.", "Tickets on sale soon."],
    ],
  },
  {
    id: "hard-launch",
    match: caption(/hard[- ]?launch/i),
    jokes: [
      ["{q}. A hard launch, for anyone who missed the soft one.", "Second time lucky."],
      ["{q}. Hard launched, with all the ceremony of a moon landing.", "One small post, one giant comment section."],
      ["{q}. Going public like a company, and now the whole feed holds shares.", "Share price pending reviews."],
      ["{q}. The relationship has been announced, and everyone reading has been notified.", "Formally, in writing, with witnesses."],
    ],
  },
  {
    id: "birthday",
    match: caption(/birthday|bday|b-day|trip around the sun|solar return/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A birthday, announced on a feed, so that nobody can claim they forgot.", "Consider everyone reminded."],
      ["{q}. Candles are optional. The birthday caption, apparently, is mandatory.", "Terms and conditions apply."],
      ["{q}. Birthday wishes, delivered in public, where the likes can keep count.", "Love, with a tally."],
      ["{q}. Celebrating in public, in case anyone needed a nudge to send a present.", "Subtle as a wish list."],
    ],
  },
  {
    id: "throwback",
    match: caption(/throwback|tbt|flashback|take me back|missing this|miss this|rewind/i),
    jokes: [
      ["{q}. The archives, called up from the reserves, as if the present needed a substitute.", "Vintage, by choice."],
      ["{q}. The reruns have begun, and the network is very proud of them.", "Season one, episode one, again."],
      ["{q}. Posting old content and calling it nostalgia is recycling, and it still counts.", "Green, at least."],
      ["{q}. Posting the past, as if the present were still loading.", "Buffering, apparently."],
    ],
  },
  {
    id: "no-filter",
    match: caption(/no ?filter|unfiltered|no edits?|unedited|no editing/i),
    jokes: [
      ["{q}. Announcing no filter is the filter, just moved into the caption.", "The editing took the stairs."],
      ["{q}. Nobody asked about a filter, which is usually how you can tell.", "The denial did all the talking."],
      ["{q}. The caption swears it under oath. The jury is still deliberating.", "Hung jury, as always."],
      ["{q}. No filter on the post, every filter on the caption.", "The editing just moved downstairs."],
    ],
  },
  {
    id: "golden-hour",
    match: caption(/golden hour/i),
    jokes: [
      ["{q}. You get one golden hour a day, and you spent it on a caption.", "Time well wasted."],
      ["{q}. The hour did all the work. The caption took the credit.", "Typical management."],
      ["{q}. An hour that golden, and the caption still only went bronze.", "A podium finish, technically."],
      ["{q}. Golden hour: the one time of day everyone is a photographer.", "An hour of borrowed confidence."],
    ],
  },
  {
    id: "reset",
    match: caption(/\breset/i),
    mood: "deadpan",
    jokes: [
      ["{q}. A reset, like a router, the least glamorous way to feel brand new.", "Unplug, wait, post."],
      ["{q}. Calling it a reset implies the week before was a system crash.", "Tech support recommends a new week."],
      ["{q}. A reset, filmed and posted, is just chores with an audience.", "Tidying, but make it content."],
      ["{q}. Reset so often the factory settings have become the personality.", "Nobody has the password."],
    ],
  },
  {
    id: "thats-the-post",
    match: caption(/that['’]s the post|that is the post|that['’]s the tweet|that['’]s it,? that['’]s all/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Agreed. That is the post, and that is the problem.", "Somebody had to say it."],
      ["{q}. Announcing the post is over is the most work the post received.", "The credits ran longer than the film."],
      ["{q}. A caption whose only job is to confirm it exists.", "Existential, but make it low effort."],
      ["{q}. Confirming it is the post, in case anyone mistook it for effort.", "Nobody did."],
    ],
  },
  {
    id: "caption-this",
    match: caption(/caption this|need a caption|no caption|caption ideas?|insert caption|caption pending|captionless|caption later/i),
    jokes: [
      ["{q}. One job, and it has been handed to whoever reads this.", "Applications are open."],
      ["{q}. The caption is a request for a caption, which, technically, is a caption.", "Loophole found."],
      ["{q}. Asking the internet for a caption is how you get the caption you deserve.", "Brace yourself."],
      ["{q}. Even the caption took the day off.", "And it still expects to be paid."],
    ],
  },
  {
    id: "felt-cute",
    match: caption(/felt cute|feeling cute|feelin cute/i),
    jokes: [
      ["{q}. The feeling lasted a minute, and the post will last forever.", "Choose your feelings carefully."],
      ["{q}. Felt cute, and posted before anyone could call for a second vote.", "Democracy, skipped."],
      ["{q}. Confidence with a same-day expiry date, posted in full.", "Best before the comments."],
    ],
  },
  {
    id: "delete-later",
    match: caption(/(?:might|may|will) delete(?: later)?|deleting (?:later|soon)|delete later/i),
    mood: "deadpan",
    jokes: [
      ["{q}. You won't. Nobody ever has. The post will outlive us all.", "Archaeologists will find it."],
      ["{q}. Later never comes. The post is staying, and so is the caption.", "Tenants for life."],
      ["{q}. Threatening to delete, as if the audience would organise a rescue.", "The search party is not coming."],
    ],
  },
  {
    id: "pov",
    match: caption(/pov|point of view/i),
    jokes: [
      ["{q}. A point of view nobody asked to have, written in the second person.", "Now it's our problem too."],
      ["{q}. Telling us we are you is a clever way to share the blame.", "We plead not guilty."],
      ["{q}. Point of view: me, watching this, still unconvinced.", "And still watching, which is worse."],
    ],
  },
  {
    id: "day-in-my-life",
    match: caption(/day in (?:my|the) life|ditl|spend (?:the|a) day with me|come with me|(?:daily|morning|night|evening) routine|my routine/i),
    jokes: [
      ["{q}. Filming a whole day, just to prove you had one.", "Receipts, timestamped, for a day nobody audited."],
      ["{q}. Your day, minute by minute, for people who have days of their own.", "Ours were busy watching yours."],
      ["{q}. A routine so precise it needed a documentary crew of one.", "Director, star and catering."],
      ["{q}. The most ordinary hours, narrated like a nature documentary.", "The wildlife, sadly, is also you."],
    ],
  },
  {
    id: "grwm",
    match: caption(/get ready with me|grwm|getting ready/i),
    jokes: [
      ["{q}. Getting ready, and filming it, which doubles the getting ready.", "Late, but documented."],
      ["{q}. Ready with you, sure, as if any of us had somewhere to be.", "Dressed up, staying in, thanks."],
      ["{q}. We got ready with you. We are still not invited anywhere.", "Dressed up, nowhere to go, thanks to you."],
      ["{q}. Getting ready is the part most people skip, for a reason.", "This post is the reason."],
    ],
  },
]);
