import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** The stock captions of posts and stories: the dump, the fit check, the new chapter, the blessing. */
export const POST_CAPTION_JOKES = defineJokes("jpost", [
  {
    id: "photo-dump",
    // "Dump" as a word of its own: "got dumped" is another story.
    match: caption(/photo ?dump|\bdump(?!ed|ing)|camera roll|recap|carousel/i),
    jokes: [
      ["{q}. Couldn't choose one favourite, so you posted them all and made us the editor.", "Unpaid, and swiping."],
      ["{q}. The family holiday slideshow, minus the projector, and nobody is allowed to leave.", "Swipe for more. There is always more."],
      ["{q}. A whole camera roll, tipped out like a handbag onto a shop counter.", "Everything must go."],
      ["{q}. Every single photo got in. The bouncer on this post is fast asleep.", "No guest list, no queue."],
    ],
  },
  {
    id: "fit-check",
    match: caption(/fit ?check|fitcheck|ootd|outfit of the day|fit pic|fit of the day/i),
    jokes: [
      ["{q}. You asked for a check, so we ran one, and it bounced.", "Insufficient funds."],
      ["{q}. Getting dressed, which everybody did today, announced like a product launch.", "The rest of us just left the house."],
      ["{q}. Asking the internet if the outfit works, when the internet is in its pyjamas.", "Judged from under a duvet."],
      ["{q}. Checked by you, passed by you, and posted with its own certificate.", "Self-inspected, self-approved."],
    ],
  },
  {
    id: "new-chapter",
    pair: { kinds: ["quote", "object", "pose", "outfit"] },
    match: captionOrBio(/new chapter|next chapter|new beginnings?|fresh start|clean slate/i),
    jokes: [
      ["{q}. Announcing a new chapter, which is how people skip explaining the last one.", "Pages quietly torn out."],
      ["{q}. New chapter, same author, so the readers are bracing for the same plot holes.", "Already skimming ahead."],
      ["{q}. Announced on page one, before a single word of the chapter is written.", "Strong opening, though."],
      ["{q}. A new chapter, and page one already features {ctx}.", "Gripping stuff."],
      ["{q}. A fresh page, and the old ones are in a drawer nobody is allowed to open.", "Locked, for good reason."],
    ],
  },
  {
    id: "era",
    match: captionOrBio(/\bera/i),
    jokes: [
      ["{q}. Historians need centuries to name an era. You needed one caption.", "And a mood."],
      ["{q}. An era usually ends with an empire falling. This one ends with the next caption.", "Any day now."],
      ["{q}. An era: what a phase calls itself when it wants a museum wing.", "Gift shop to follow."],
      ["{q}. An era: the Romans took centuries over theirs, and they never once posted.", "Amateurs."],
    ],
  },
  {
    id: "big-news",
    match: caption(/big news|some news|huge news|exciting news|\bnews|announcement/i),
    jokes: [
      ["{q}. Breaking news, from a newsroom staffed entirely by the subject of the story.", "Weather after the break."],
      ["{q}. Labelled as news, in case anyone mistook it for the weather.", "Forecast: applause."],
      ["{q}. Anything called news on a feed is legally required to end in applause.", "Clapping now, as instructed."],
      ["{q}. Grading your own news before anyone reads it, like a pupil marking their own test.", "Gold star, self-applied."],
    ],
  },
  {
    id: "grateful",
    pair: { kinds: ["quote", "object", "pose", "outfit"] },
    match: caption(/grateful|gratitude|thankful|thank you all|thanks everyone/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Gratitude, posted, like thanking a waiter through a megaphone.", "The whole restaurant now knows."],
      ["{q}. Thanks so wide it reaches people who did nothing at all.", "Glad to help, we guess."],
      ["{q}. So grateful it had to be said to everyone, including total strangers.", "You're welcome, apparently."],
      ["{q}. Gratitude that only counts once the whole of {place} has signed for it.", "Delivered, with tracking."],
      ["{q}. Grateful, and exhibit A of all this good fortune is {ctx}.", "The jury is moved."],
    ],
  },
  {
    id: "blessed",
    pair: { kinds: ["object", "outfit"] },
    match: caption(/blessed/i),
    jokes: [
      ["{q}. A brag that thanked somebody else so it could get through the door.", "It wiped its feet, too."],
      ["{q}. Count your blessings, they say. You counted them out loud, on {place}.", "To the nearest like."],
      ["{q}. Blessed, according to the blessed, so the heavens didn't have to confirm it.", "Saved them a trip."],
      ["{q}. Blessed, and the evidence submitted is {ctx}.", "Miracle confirmed."],
      ["{q}. Blessed: the humblest available word for things going brilliantly, thanks.", "Humble, in bold."],
    ],
  },
  {
    id: "soft-launch",
    match: caption(/soft[- ]?launch/i),
    jokes: [
      ["{q}. Calling it a soft launch tells everyone exactly what you weren't telling everyone.", "Smooth."],
      ["{q}. Launched so softly that the comments now have to zoom in and investigate.", "Detectives, enhance."],
      ["{q}. Launched softly, so it can be quietly un-launched if anything goes wrong.", "No press, no evidence."],
      ["{q}. Soft for now, so the hard launch can come later with fireworks and a press release.", "Tickets on sale soon."],
    ],
  },
  {
    id: "hard-launch",
    match: caption(/hard[- ]?launch/i),
    jokes: [
      ["{q}. Announced hard, so nobody can ever say they weren't told.", "Consider us told."],
      ["{q}. Hard launched like a rocket, and now the whole feed is mission control.", "We have lift-off."],
      ["{q}. Going public like a company, so everybody reading now holds shares.", "The market is open."],
      ["{q}. Launch is a big word for posting something, but fine: countdown complete.", "Lift-off, apparently."],
    ],
  },
  {
    id: "birthday",
    match: caption(/birthday|bday|b-day|trip around the sun|solar return/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A birthday, posted, so forgetting it is now a matter of public record.", "Consider everyone reminded."],
      ["{q}. A birthday, posted where people can like it, which is much cheaper than a present.", "Much, much cheaper."],
      ["{q}. A birthday card with no envelope, signed by everyone who scrolls past.", "In thumbs."],
    ],
  },
  {
    id: "throwback",
    match: caption(/throwback|tbt|flashback|take me back|missing this|miss this|rewind/i),
    jokes: [
      ["{q}. The present was busy, so the past got called in as cover.", "Agency staff."],
      ["{q}. A rerun, announced with all the fanfare of a premiere.", "Same cast, same ending."],
      ["{q}. Nostalgia, posted: the one trip you can take again without packing.", "Or paying."],
      ["{q}. Saying it out loud, in case the past is following you.", "It isn't. We checked."],
    ],
  },
  {
    id: "no-filter",
    match: caption(/no ?filter|unfiltered|no edits?|unedited|no editing/i),
    jokes: [
      ["{q}. Nobody asked about a filter, which is usually how you can tell.", "The denial did the talking."],
      ["{q}. An alibi, offered up for a crime nobody had reported.", "Very suspicious."],
      ["{q}. The no-filter badge, pinned on like a sticker on organic fruit.", "Hand-picked, allegedly."],
      ["{q}. No filter, said in the voice of someone who has definitely met one.", "Old friends."],
    ],
  },
  {
    id: "golden-hour",
    match: caption(/golden hour/i),
    jokes: [
      ["{q}. The light did all the work, and the caption took the credit.", "Typical management."],
      ["{q}. Golden hour, credited by name, so the sun finally gets top billing.", "Best supporting star."],
      ["{q}. Golden hour: the one hour a day when everybody is a photographer.", "Then it's back to the flash."],
      ["{q}. An hour of flattering light, and you'd like it entered as your natural look.", "The other hours disagree."],
    ],
  },
  {
    id: "reset",
    match: caption(/\breset/i),
    mood: "deadpan",
    jokes: [
      ["{q}. A reset, like a router: off, on, and hoping for the best.", "Blinking lights optional."],
      ["{q}. Calling it a reset implies the week before it crashed.", "Have you tried turning it off?"],
      ["{q}. A reset: chores, with a better name and their own publicist.", "Same chores, nicer font."],
      ["{q}. Reset and posted, so everyone knows the new version has loaded.", "Patch notes to follow."],
    ],
  },
  {
    id: "thats-the-post",
    match: caption(/that['’]s the post|that is the post|that['’]s the tweet|that['’]s it,? that['’]s all/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Said like a chef placing one single pea in the middle of a plate.", "Portion control."],
      ["{q}. The credits, rolling on a film that lasted one sentence.", "Stay for the blooper reel."],
      ["{q}. Confirming that's all, in case anyone was waiting for more.", "Nobody was."],
      ["{q}. A sign-off, so nobody keeps scrolling down expecting a twist.", "There is no twist."],
    ],
  },
  {
    id: "caption-this",
    match: caption(/caption this|need a caption|no caption|caption ideas?|insert caption|caption pending|captionless|caption later/i),
    jokes: [
      ["{q}. It took longer to say there's no caption than to write one.", "By several words."],
      ["{q}. A request for a caption, in the caption, which technically counts as one.", "Loophole found."],
      ["{q}. Writer's block, posted publicly, so we can all watch the page stay blank.", "Riveting."],
      ["{q}. The caption's one job, handed to the comments, unpaid.", "Applications are open."],
    ],
  },
  {
    id: "felt-cute",
    match: caption(/felt cute|feeling cute|feelin cute/i),
    jokes: [
      ["{q}. Acting fast, before the feeling could be reviewed by a second opinion.", "The polls closed early."],
      ["{q}. A feeling that lasted about a minute, now on the internet forever.", "Choose your feelings carefully."],
      ["{q}. Confidence with a same-day expiry, posted well before the date.", "Best before the comments."],
      ["{q}. Cute, as measured by one person, announced to everyone, recount pending.", "Ballots in the comments."],
    ],
  },
  {
    id: "delete-later",
    match: caption(/(?:might|may|will) delete(?: later)?|deleting (?:later|soon)|delete later/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Later never comes. This post has already signed a lease.", "Tenant for life."],
      ["{q}. Threatening to delete, as if we'd all link arms to stop you.", "We won't."],
      ["{q}. It won't be deleted. It will outlive the mood that posted it.", "Archaeologists will find it."],
      ["{q}. Posted with the exit already planned, like leaving a party by the back door.", "Nobody saw you go."],
    ],
  },
  {
    id: "pov",
    match: caption(/pov|point of view/i),
    jokes: [
      ["{q}. Point of view: me, reading this, waiting for the point.", "Still waiting."],
      ["{q}. Written in the second person, so the embarrassment is technically ours.", "We plead not guilty."],
      ["{q}. Telling us that we are you is a clever way to split the blame.", "Split evenly, apparently."],
      ["{q}. Handing out a point of view, like samples nobody stopped for.", "We'll pass, thanks."],
    ],
  },
  {
    id: "day-in-my-life",
    match: caption(/day in (?:my|the) life|ditl|spend (?:the|a) day with me|come with me|(?:daily|morning|night|evening) routine|my routine/i),
    jokes: [
      ["{q}. Minute by minute, for people who have minutes of their own.", "Ours are yours now."],
      ["{q}. An ordinary day, narrated like a nature documentary about one rare species.", "Observed in its natural habitat."],
      ["{q}. A routine so precise it needed a film crew of one.", "Director, star and catering."],
      ["{q}. Inviting everyone along for the day, as if we had nothing on today.", "We didn't, sadly."],
    ],
  },
  {
    id: "grwm",
    match: caption(/get ready with me|grwm|getting ready/i),
    jokes: [
      ["{q}. Getting ready, with commentary, which is why getting ready takes so long.", "Running late, live."],
      ["{q}. We got ready with you, and we still have nowhere to go.", "Thanks for that."],
      ["{q}. The part of the day most people keep backstage, now selling tickets.", "Backstage pass included."],
      ["{q}. Getting ready became the event, so going out is now optional.", "Dressed up, staying in."],
    ],
  },
  {
    // "Sound on", "Turn your sound on for this", "Volume up".
    id: "sound-on",
    match: caption(/sound on|turn (?:your |the )?sound on|volume up|turn (?:it|the volume) up/i),
    jokes: [
      ["{q}. An order, sent to people scrolling in meetings, libraries and waiting rooms.", "They've all muted it."],
      ["{q}. Sound on, which means the picture alone wasn't going to manage it.", "Backup singers required."],
      ["{q}. Asking for the sound on, as if the sound had ever earned our trust.", "It has to audition first."],
      ["{q}. Sound on, says the caption, to a feed that scrolls in silence on purpose.", "Muted, sorry."],
    ],
  },
  {
    // "Wait for it", "Watch till the end", "Wait for the end".
    id: "wait-for-it",
    match: caption(/wait for it|wait for the end|watch (?:till|until|to) the end|stay (?:till|until|to) the end/i),
    jokes: [
      ["{q}. A promise the ending is worth it, from the person who filmed it.", "Bias declared."],
      ["{q}. Asking for patience up front, which is how every long story starts.", "We're still waiting."],
      ["{q}. Asked to wait, we waited, and the waiting turned out to be the main event.", "Riveting wait."],
      ["{q}. Telling us to wait admits the beginning isn't the good bit.", "Skipping ahead."],
    ],
  },
]);
