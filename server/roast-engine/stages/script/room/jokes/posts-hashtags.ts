import { defineJokes } from "../joke-types";
import { hashtag } from "./posts-match";

/**
 * The person's own hashtags. A hashtag is one written word, so these jokes carry the rest of the
 * roast themselves.
 */
export const POST_HASHTAG_JOKES = defineJokes("jpost", [
  {
    id: "tag-blessed",
    match: hashtag(/blessed|grateful|thankful|gratitude/i),
    jokes: [
      ["{q}. Being quietly blessed was an option, and it was turned down.", "Quiet never trended once."],
      ["{q}. A blessing counts double with a hashtag; that is how the paperwork works.", "The universe, apparently, runs on metadata."],
      ["{q}. Thanks, hashtagged, so total strangers can search for your gratitude.", "It is filed under humble, next to everyone else's."],
      ["{q}. Gratitude, tagged for the algorithm, which has never once said thank you.", "Not even a card."],
    ],
  },
  {
    id: "tag-grind",
    match: hashtag(/grind|grinding|grindset|hustle|hustling|hustlehard|hustler|nodaysoff|teamnosleep|workhard|workharder|bossbabe|ceolife|entrepreneurlife/i),
    jokes: [
      ["{q}. Nothing proves commitment to the work like stopping it to type a hashtag.", "Break over, back to posting."],
      ["{q}. The hustle is so real that it needed a hashtag to prove it.", "Notarised by the algorithm."],
      ["{q}. Working so hard you still had the time to tag it.", "Efficiency like that deserves its own hashtag."],
      ["{q}. The hashtag is the only part of all that work anybody ever sees.", "Which explains the hashtag."],
    ],
  },
  {
    id: "tag-weekday",
    match: hashtag(
      /mondaymotivation|motivationmonday|mondays?|tuesday|transformationtuesday|wednesdaywisdom|humpday|thursday|fridayfeeling|friday|friyay|tgif|weekend|weekendvibes|saturday|sunday|sundayfunday|motivation/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Motivation on a weekly schedule, like the recycling.", "Collected on the day, sorted, and never seen again."],
      ["{q}. Tagging the day of the week, just in case the calendar was in any doubt.", "The calendar was fine."],
      ["{q}. Inspiration that checks the calendar before it bothers to show up.", "Strictly office hours, closed on holidays."],
      ["{q}. A hashtag that expires at midnight, just like the motivation.", "Back next week, same time, same tag."],
    ],
  },
  {
    id: "tag-fitness",
    match: hashtag(
      /fitfam|fitness|fitspo|gains|legday|gymrat|gymlife|gymtime|workout|noexcuses|beastmode|fitlife|fitnessmotivation|fitnessjourney|trainhard|nopainnogain|sweat/i,
    ),
    jokes: [
      ["{q}. The workout ends, but the hashtag keeps on lifting.", "Reps, sets and a cool-down, for the algorithm."],
      ["{q}. If the rep isn't tagged, did it even count?", "Apparently not, judging by this post."],
      ["{q}. The hashtag is the easiest exercise in the entire routine.", "Low impact, high reach, no sweat."],
      ["{q}. The hashtag is the only rep in this routine with perfect form.", "The rest is between you and the physio."],
    ],
  },
  {
    id: "tag-travel",
    match: hashtag(
      /wanderlust|travel|travelgram|instatravel|travelblogger|traveltheworld|exploremore|adventure|adventuretime|getaway|passportready|jetsetter|vacation|vacay|holiday|beachlife|islandlife/i,
    ),
    jokes: [
      ["{q}. The trip is over, but the hashtag keeps on travelling.", "It has more air miles than you do."],
      ["{q}. Exploring the world, and the most used hashtag in it.", "Off the beaten track, on the beaten tag."],
      ["{q}. Tagged for fellow travellers, who are all too busy tagging their own.", "Safe travels, to the algorithm."],
    ],
  },
  {
    id: "tag-food",
    match: hashtag(/foodie|foodstagram|instafood|yum|yummy|eeeeats|foodblogger|nomnom|delicious|tasty|foodlover|foodtok|brunch|\beats/i),
    jokes: [
      ["{q}. The kind of tag that means a meal waited patiently for its photo shoot and went cold.", "Its last words were a hashtag."],
      ["{q}. A foodie is someone who tells total strangers about their meals.", "In hashtags, at length."],
      ["{q}. Tagging the meal so that the algorithm knows you ate.", "The algorithm was not hungry, and it never will be."],
      ["{q}. Delicious, according to a hashtag that has never tasted anything.", "The food critics are taking notes."],
    ],
  },
  {
    id: "tag-no-filter",
    match: hashtag(/nofilter|nofilterneeded|unfiltered|noedit|noedits|noediting/i),
    jokes: [
      ["{q}. A hashtag swearing there's no filter is the most filtered thing here.", "Nobody asked, your honour."],
      ["{q}. No filter, says the tag, under oath and without a lawyer.", "The jury is still out."],
      ["{q}. Nobody asked, which is exactly how we know.", "A denial is always the first clue, detective."],
    ],
  },
  {
    id: "tag-ad",
    match: hashtag(/\bads?\b|sponsored|sponsor|partner|paidpartnership|gifted|collab|ambassador|spon|paid/i),
    jokes: [
      ["{q}. The most honest word in the whole post, and it's tucked in a hashtag.", "Small print, big truth."],
      ["{q}. Everything sounds sincere, right up until the hashtag reads out the small print.", "Out loud, for once."],
      ["{q}. The enthusiasm was genuine, and so, it turns out, was the invoice.", "Sincerity, billed hourly."],
      ["{q}. Sponsored joy, now with a legally required disclosure.", "Feelings available at checkout, while stocks last."],
    ],
  },
  {
    id: "tag-goals",
    match: hashtag(/goals|couplegoals|squadgoals|lifegoals|relationshipgoals|friendshipgoals|travelgoals|careergoals/i),
    jokes: [
      ["{q}. Goals, the kind set by scrolling, which is the easiest kind to set.", "Progress report: still hashtagged, still pending."],
      ["{q}. Setting goals in hashtag form, where nobody ever checks the progress.", "Very convenient, very on brand."],
      ["{q}. A goal, tagged, is just a wish that wanted an audience.", "Wishes used to need a fountain."],
    ],
  },
  {
    id: "tag-self-care",
    match: hashtag(/selfcare|selflove|metime|treatyourself|treatyoself|selfcaresunday|wellness|relax|relaxing|chill|chillvibes|mindfulness|zen/i),
    jokes: [
      ["{q}. Self-care, now with a live audience to check it was done properly.", "Relaxing, under review."],
      ["{q}. Nothing relaxes quite like tagging the relaxing for strangers.", "Peace and quiet, but make it public."],
      ["{q}. Treating yourself, and then asking the feed to sign off on the receipt.", "Expenses approved."],
    ],
  },
  {
    id: "tag-algorithm",
    match: hashtag(/instagood|instadaily|igdaily|explorepage|explore|viral|goviral|fyp|foryou|foryoupage|\bfy\b|trending|reels|viralvideo|xyzbca/i),
    jokes: [
      ["{q}. Tagging it for the algorithm, as if the algorithm reads.", "It skims, at best, and not this."],
      ["{q}. A direct appeal to the algorithm, which has never once replied to anyone.", "Not even a read receipt."],
      ["{q}. Asking to go viral is like asking lightning to strike, politely.", "Lightning does not take requests."],
      ["{q}. Addressing the algorithm by name, like a letter to a star who never writes back.", "Return to sender."],
    ],
  },
  {
    id: "tag-photo-of-the-day",
    match: hashtag(/photooftheday|picoftheday|photoofday|shotoniphone/i),
    jokes: [
      ["{q}. Photo of the day, as judged by a panel of one: the photographer.", "The vote was unanimous."],
      ["{q}. Out of every photo taken today, worldwide, you nominated yourself.", "And then, naturally, you won."],
      ["{q}. The competition was fierce, and the judging was rigged.", "Winner and judge, the same person again."],
    ],
  },
  {
    id: "tag-happy",
    match: hashtag(/love|happy|happiness|goodvibes|goodvibesonly|positivevibes|positivity|joy/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Happiness, tagged, so strangers can confirm it from a safe distance.", "Signed, sealed and searchable."],
      ["{q}. Good feelings, filed under a hashtag used by everybody else on earth.", "Very personal, very crowded."],
      ["{q}. Tagging the feeling is the most reliable way to misplace it.", "Lost among everybody else's."],
    ],
  },
  {
    id: "tag-throwback",
    match: hashtag(/throwback|tbt|throwbackthursday|flashback|flashbackfriday/i),
    jokes: [
      ["{q}. Tagging the past, so the algorithm knows this rerun is on purpose.", "Vintage, certified by hashtag."],
      ["{q}. Old content with a new hashtag is still old content.", "Now with added nostalgia, sold separately."],
      ["{q}. A weekly excuse to post the past, as if the present were still loading.", "Buffering, apparently."],
    ],
  },
  {
    id: "tag-outfit",
    match: hashtag(/ootd|outfitoftheday|fitcheck|fitoftheday|ootn|wiwt|styleinspo|streetstyle|fashion|whatiwore/i),
    jokes: [
      ["{q}. Outfits change daily, and the hashtag has to wear this one forever.", "Permanent record, temporary outfit."],
      ["{q}. Tagging the outfit so strangers can find it, in case they want the exact same one.", "They do not."],
      ["{q}. Your fashion, filed under a hashtag, right next to everyone else's fashion.", "Very exclusive, very crowded."],
    ],
  },
  {
    id: "tag-running",
    match: hashtag(/running|runner|runners|runnersofinstagram|run|runclub|marathon|halfmarathon|marathontraining|trailrunning|cycling/i),
    jokes: [
      ["{q}. The run ends at the finish line, and the hashtag runs on from there.", "Stamina, at least, in the tagging."],
      ["{q}. Tagging the run, so the whole feed can feel the miles without moving.", "Cardio for the audience."],
      ["{q}. Every runner's favourite exercise is telling people they ran.", "This post counts as the cool-down."],
    ],
  },
  {
    id: "tag-books",
    match: hashtag(/booktok|bookstagram|amreading|bookworm|booklover|books|bookish|reading|tbr|readinglist|bookclub/i),
    jokes: [
      ["{q}. Reading is a quiet hobby, until the hashtag gets involved.", "Now it has a megaphone, and a following."],
      ["{q}. Tagging the reading so strangers can admire it from a safe distance.", "Nobody has to read it, either."],
      ["{q}. A reader, tagged for an audience of other readers, who are all busy reading.", "Or tagging."],
    ],
  },
  {
    id: "tag-work",
    match: hashtag(
      /leadership|hiring|opentowork|careers?|networking|entrepreneur|entrepreneurship|startups?|innovation|success|business|growthmindset|mindset|management/i,
    ),
    jokes: [
      ["{q}. A hashtag that sounds like a conference, lanyard and all.", "Name badge, slightly crooked."],
      ["{q}. The hashtag is doing the networking, so you don't have to.", "It has already sent a connection request."],
      ["{q}. Tagged for the business world, which is busy tagging its own posts.", "Synergy, achieved, in the hashtags only."],
    ],
  },
  {
    id: "tag-sunset",
    match: hashtag(/goldenhour|sunsets?|sunsetlovers?|sunrise/i),
    jokes: [
      ["{q}. The sunset did all the work, and the hashtag took the credit.", "Typical management, again."],
      ["{q}. A sunset, tagged, as if it might otherwise go unnoticed.", "It happens every day, for everyone."],
      ["{q}. Tagging a sunset is how the sun gets its only review.", "A rave, as usual."],
    ],
  },
  {
    id: "tag-coffee",
    match: hashtag(/coffee|coffeetime|butfirstcoffee|coffeelover|coffeeaddict|latte|caffeine|espresso/i),
    jokes: [
      ["{q}. Coffee, tagged, so the whole world knows you are functioning today.", "Barely, but very publicly."],
      ["{q}. Every cup of coffee is private, until the hashtag arrives.", "Then it is everyone's business."],
      ["{q}. A personality, brewed daily and tagged for the algorithm.", "An extra shot of attention, please."],
    ],
  },
  {
    id: "any-hashtag",
    pair: { kinds: ["hashtag"] },
    match: hashtag(),
    jokes: [
      ["{q}. Tagged so that strangers could find it. The strangers have not decided yet.", "Give them time."],
      ["{q}. The algorithm sees a hashtag like this, files it, and moves on politely.", "It does that a lot."],
      ["{q}. A hashtag is a message in a bottle, thrown into a sea of other bottles.", "Nobody is reading the bottles."],
      ["{q}, tagged right beside {ctx}, so the algorithm is confused on both counts.", "And the strangers are confused, too.", "Strangers, too."],
    ],
  },
]);
