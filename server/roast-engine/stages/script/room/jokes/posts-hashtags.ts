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
      [
        "{q}. Gratitude with a hashtag, so the universe can find it with a search.",
        "The universe hasn't searched yet.",
        "So far, the universe has not searched.",
      ],
      ["{q}. A blessing, filed under a tag shared with every other blessing online.", "Very exclusive, that.", "Personal, and also everybody's."],
      ["{q}. Being quietly grateful was an option, and the hashtag turned it down.", "Quiet has never trended once.", "Quiet never trended, not even once."],
      ["{q}. Thanks, tagged for the algorithm, which has never once said thank you back.", "Not even a card.", "Not a card, not a single like."],
    ],
  },
  {
    id: "tag-grind",
    match: hashtag(/grind|grinding|grindset|hustle|hustling|hustlehard|hustler|nodaysoff|teamnosleep|workhard|workharder|bossbabe|ceolife|entrepreneurlife/i),
    jokes: [
      ["{q}. Nothing proves dedication to the work like stopping the work to type a hashtag.", "Break over, back to posting."],
      ["{q}. The hustle is so real it needed a hashtag to stand as a witness.", "Notarised by the algorithm.", "Signed and notarised by the algorithm."],
      ["{q}. Working every hour there is, and still finding a spare one to tag it.", "Overtime, on the hashtag.", "That's the overtime, right there."],
      ["{q}. The hashtag is the only part of all that work anybody ever sees.", "Which explains the hashtag.", "And that, sadly, explains the hashtag."],
    ],
  },
  {
    id: "tag-weekday",
    match: hashtag(
      /mondaymotivation|motivationmonday|mondays?|tuesday|transformationtuesday|wednesdaywisdom|humpday|thursday|fridayfeeling|friday|friyay|tgif|weekend|weekendvibes|saturday|sunday|sundayfunday|motivation/i,
    ),
    mood: "deadpan",
    jokes: [
      [
        "{q}. Motivation on a weekly schedule, like the bins.",
        "Collected on the day, and never seen again.",
        "Put out on the kerb, collected, never seen again.",
      ],
      ["{q}. Tagging the day of the week, in case the calendar was in any doubt.", "The calendar was fine.", "The calendar was fine, thanks for checking."],
      [
        "{q}. Inspiration that checks the calendar before it bothers turning up.",
        "Office hours only, closed on holidays.",
        "Strictly office hours, and closed on bank holidays.",
      ],
      ["{q}. A hashtag that expires at midnight, just like the motivation.", "Back next week, same tag.", "Back next week, same time, same tag, same you."],
    ],
  },
  {
    id: "tag-fitness",
    match: hashtag(
      /fitfam|fitness|fitspo|gains|legday|gymrat|gymlife|gymtime|workout|noexcuses|beastmode|fitlife|fitnessmotivation|fitnessjourney|trainhard|nopainnogain|sweat/i,
    ),
    jokes: [
      ["{q}. One hashtag, typed with one thumb: the only rep here anyone can verify.", "Perfect form, too.", "Perfect form, full range of motion."],
      [
        "{q}. The workout ended, but the hashtag is still out there doing reps.",
        "For the algorithm, with perfect form.",
        "Reps, sets and a cool-down, for the algorithm.",
      ],
      [
        "{q}. The easiest exercise in the whole routine is typing the hashtag.",
        "Low impact, high reach, no sweat.",
        "Low impact, no sweat, and it still gets a cool-down.",
      ],
      ["{q}. Tagging the sweat so strangers can admire it without having to smell it.", "Best way to enjoy it.", "Honestly, the best way to enjoy it."],
    ],
  },
  {
    id: "tag-travel",
    match: hashtag(
      /wanderlust|travel|travelgram|instatravel|travelblogger|traveltheworld|exploremore|adventure|adventuretime|getaway|passportready|jetsetter|vacation|vacay|holiday|beachlife|islandlife/i,
    ),
    jokes: [
      ["{q}. The trip is over, but the hashtag keeps on travelling.", "It has more air miles than you do.", "By now it has more air miles than you do."],
      ["{q}. Off the beaten track, and straight onto the most beaten hashtag on the internet.", "Well trodden, that one."],
      [
        "{q}. Tagged for fellow travellers, who are all too busy tagging their own trips.",
        "Safe travels, to the algorithm.",
        "Bon voyage, from the algorithm.",
      ],
      ["{q}. A postcard, except everyone gets a copy and nobody has to stick it on the fridge.", "No stamp required."],
    ],
  },
  {
    id: "tag-food",
    match: hashtag(/foodie|foodstagram|instafood|yum|yummy|eeeeats|foodblogger|nomnom|delicious|tasty|foodlover|foodtok|brunch|\beats/i),
    jokes: [
      ["{q}. A tag that means the meal waited, going cold, for its photo shoot.", "Its last words were a hashtag.", "Its very last words were a hashtag."],
      [
        "{q}. A foodie: someone who tells total strangers about their dinner, at length.",
        "In hashtags, with adjectives.",
        "In hashtags, with adjectives, and a close-up.",
      ],
      ["{q}. Tagging the meal so the algorithm knows you ate, and it still isn't hungry.", "It never will be."],
      [
        "{q}. Delicious, according to a hashtag that has never tasted anything in its life.",
        "The critics are taking notes.",
        "The restaurant critics are taking notes.",
      ],
    ],
  },
  {
    id: "tag-no-filter",
    match: hashtag(/nofilter|nofilterneeded|unfiltered|noedit|noedits|noediting/i),
    jokes: [
      [
        "{q}. A denial in hashtag form, for a crime nobody had reported.",
        "Very suspicious, detective.",
        "Very suspicious, and the detectives are on their way.",
      ],
      ["{q}. No filter, says the hashtag, under oath and without a lawyer.", "The jury is still out.", "The jury is still out, and so is the filter."],
      ["{q}. Nobody asked about a filter, and the hashtag answered anyway.", "A confession nobody requested.", "A confession, and nobody even requested one."],
    ],
  },
  {
    id: "tag-ad",
    match: hashtag(/\bads?\b|sponsored|sponsor|partner|paidpartnership|gifted|collab|ambassador|spon|paid/i),
    jokes: [
      ["{q}. The most honest word in the whole post, tucked away in a hashtag.", "Small print, big truth.", "Small print, but the biggest truth here."],
      ["{q}. All that enthusiasm was real, and so, it turns out, was the invoice.", "Sincerity, billed monthly.", "Sincerity, billed monthly, plus expenses."],
      ["{q}. Everything sounds sincere, right up until the hashtag reads out the small print.", "Out loud, for once."],
      ["{q}. A glowing review, with a hashtag admitting somebody else paid for the glow.", "Batteries included.", "Batteries included, receipt attached."],
    ],
  },
  {
    id: "tag-goals",
    match: hashtag(/goals|couplegoals|squadgoals|lifegoals|relationshipgoals|friendshipgoals|travelgoals|careergoals/i),
    jokes: [
      ["{q}. A goal set by scrolling, which is the easiest kind of goal to set.", "Progress: still scrolling.", "Progress report: still scrolling, no change."],
      ["{q}. Goals, in hashtag form, where nobody ever checks on the progress.", "No deadline, no review.", "No deadline, no review, no problem."],
      ["{q}. A goal, tagged, is just a wish that wanted an audience.", "Wishes used to need a fountain.", "Wishes used to need a fountain and a coin."],
    ],
  },
  {
    id: "tag-self-care",
    match: hashtag(/selfcare|selflove|metime|treatyourself|treatyoself|selfcaresunday|wellness|relax|relaxing|chill|chillvibes|mindfulness|zen/i),
    jokes: [
      ["{q}. Self-care, now with a live audience to check it was done properly.", "Relaxing, under review.", "Relaxing, currently under review by the judges."],
      [
        "{q}. Nothing relaxes quite like tagging the relaxing, for strangers to inspect.",
        "Peace and quiet, made public.",
        "Peace and quiet, made very public.",
      ],
      ["{q}. Treating yourself, then asking the feed to sign off on the receipt.", "Expenses approved.", "Expenses approved by the feed, unanimously."],
    ],
  },
  {
    id: "tag-algorithm",
    match: hashtag(/instagood|instadaily|igdaily|explorepage|explore|viral|goviral|fyp|foryou|foryoupage|\bfy\b|trending|reels|viralvideo|xyzbca/i),
    jokes: [
      ["{q}. Tagged for the algorithm, as if the algorithm reads the tags personally.", "It skims, at best.", "It skims, at best, and not this."],
      ["{q}. A direct appeal to the algorithm, which has never once replied to anyone.", "Not even a read receipt.", "Not even a read receipt, ever."],
      [
        "{q}. Asking to go viral is asking lightning to strike, politely, in writing.",
        "Lightning does not take requests.",
        "Lightning, famously, does not take requests.",
      ],
      ["{q}. Addressed to the algorithm by name, like fan mail to a star who never writes back.", "Return to sender."],
    ],
  },
  {
    id: "tag-photo-of-the-day",
    match: hashtag(/photooftheday|picoftheday|photoofday|shotoniphone/i),
    jokes: [
      ["{q}. Photo of the day, as judged by a panel of one: the photographer.", "The vote was unanimous.", "The vote, remarkably, was unanimous."],
      ["{q}. Out of every photo taken today, worldwide, you nominated yourself.", "And then, naturally, you won.", "And then, naturally, you won it too."],
      ["{q}. The competition was fierce and the judging was rigged, by the entrant.", "Winner and judge, again.", "Winner and judge, the same person again."],
    ],
  },
  {
    id: "tag-happy",
    match: hashtag(/love|happy|happiness|goodvibes|goodvibesonly|positivevibes|positivity|joy/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Happiness, tagged, so strangers can confirm it from a safe distance.", "Signed, sealed and searchable.", "Signed, sealed and fully searchable."],
      ["{q}. A personal feeling, filed under a hashtag used by everybody else on earth.", "Very personal, very crowded."],
      ["{q}. Tagging the feeling is the surest way to lose it among everyone else's.", "Check lost property.", "Check lost property, under the letter H."],
    ],
  },
  {
    id: "tag-throwback",
    match: hashtag(/throwback|tbt|throwbackthursday|flashback|flashbackfriday/i),
    jokes: [
      ["{q}. Tagging the past, so the algorithm knows this rerun is on purpose.", "Vintage, certified by hashtag.", "Vintage, and certified by hashtag."],
      ["{q}. Old content with a new hashtag is still old content, wearing a label.", "Now with added nostalgia.", "Now with added nostalgia, sold separately."],
      ["{q}. An excuse to post the past, because the present is still loading.", "Buffering, apparently.", "Buffering, apparently, since the last one."],
    ],
  },
  {
    id: "tag-outfit",
    match: hashtag(/ootd|outfitoftheday|fitcheck|fitoftheday|ootn|wiwt|styleinspo|streetstyle|fashion|whatiwore/i),
    jokes: [
      [
        "{q}. Outfits change daily, but the hashtag will wear this one forever.",
        "Permanent record, temporary outfit.",
        "A permanent record, for a temporary outfit.",
      ],
      ["{q}. Tagged so strangers can find it, in case they want the exact same outfit.", "They do not."],
      ["{q}. Tagged like a catwalk, for a show with one model and no seats.", "Front row: empty.", "The front row is, sadly, empty."],
    ],
  },
  {
    id: "tag-running",
    match: hashtag(/running|runner|runners|runnersofinstagram|run|runclub|marathon|halfmarathon|marathontraining|trailrunning|cycling/i),
    jokes: [
      [
        "{q}. The run ended at the finish, and the hashtag just kept going.",
        "Stamina, at least, in the tagging.",
        "Impressive stamina, at least, in the tagging.",
      ],
      ["{q}. Tagging the run, so the whole feed can feel the miles without moving.", "Cardio, for the audience.", "Cardio, for an audience lying down."],
      ["{q}. Every runner's favourite exercise is telling people they ran.", "This counts as the cool-down.", "This post counts as the cool-down, apparently."],
    ],
  },
  {
    id: "tag-books",
    match: hashtag(/booktok|bookstagram|amreading|bookworm|booklover|books|bookish|reading|tbr|readinglist|bookclub/i),
    jokes: [
      ["{q}. Reading is a quiet hobby, until the hashtag hands it a megaphone.", "Shh, in capitals.", "Shh, in capitals, from the back."],
      ["{q}. Tagging the reading, so strangers can admire it without reading anything.", "Nobody has to open it.", "Nobody has to open a single page."],
      ["{q}. Tagged for fellow readers, who will see it the moment they finish their chapter.", "So, never.", "So, realistically, never."],
    ],
  },
  {
    id: "tag-work",
    match: hashtag(
      /leadership|hiring|opentowork|careers?|networking|entrepreneur|entrepreneurship|startups?|innovation|success|business|growthmindset|mindset|management/i,
    ),
    jokes: [
      [
        "{q}. A hashtag that sounds like a conference, lanyard and all.",
        "Name badge, slightly crooked.",
        "Name badge slightly crooked, sandwiches already curling.",
      ],
      ["{q}. The hashtag is doing the networking, so you don't have to.", "It has sent a connection request.", "It has already sent you a connection request."],
      [
        "{q}. Tagged for the business world, which is busy tagging its own posts.",
        "Synergy, in the hashtags only.",
        "Synergy achieved, but only in the hashtags.",
      ],
    ],
  },
  {
    id: "tag-sunset",
    match: hashtag(/goldenhour|sunsets?|sunsetlovers?|sunrise/i),
    jokes: [
      ["{q}. A sunset, tagged, as if it might otherwise go unnoticed.", "It happens daily, for everyone.", "It happens every day, for everyone, for free."],
      ["{q}. Tagging a sunset is how the sun gets its only review.", "A rave, as usual.", "A rave, as usual, from the same critic."],
      ["{q}. The sun sets every single evening and has never once asked for a hashtag.", "Humble, that sun."],
    ],
  },
  {
    id: "tag-coffee",
    match: hashtag(/coffee|coffeetime|butfirstcoffee|coffeelover|coffeeaddict|latte|caffeine|espresso/i),
    jokes: [
      ["{q}. Coffee, tagged, so the whole world knows you're functioning today.", "Barely, but publicly.", "Barely, but very publicly, as always."],
      [
        "{q}. Coffee: the one drink people feel the need to announce they're drinking.",
        "Nobody tags their water.",
        "Nobody, anywhere, tags their glass of water.",
      ],
      ["{q}. A personality, brewed daily and tagged for the algorithm.", "An extra shot of attention.", "An extra shot of attention, to go."],
    ],
  },
]);
