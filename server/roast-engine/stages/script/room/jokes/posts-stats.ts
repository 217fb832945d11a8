import { defineJokes } from "../joke-types";
import { caption, stat, sticker } from "./posts-match";

/**
 * Stats screens and story stickers: streaks, a year of listening, a logged run, a reading goal,
 * screen time, steps, playlists, polls. A number is theirs, said inside the quote, never ours.
 */
export const POST_STAT_JOKES = defineJokes("jpost", [
  {
    id: "streak",
    match: stat(/streak|days? in a row/i),
    jokes: [
      ["{q}. At this point the streak isn't a habit, it's a hostage situation.", "Nobody move."],
      ["{q}. Every day, including the ones saved in pyjamas at a minute to midnight.", "Still counts."],
      ["{q}. Posting the streak means it has witnesses now, and you can never stop.", "No parole, only reminders."],
    ],
  },
  {
    id: "year-in-music",
    match: stat(/wrapped|top artists?|top songs?|top genres?|top listener|most played|year in music|on repeat/i),
    jokes: [
      ["{q}. Private headphone business, now read out to the whole feed.", "Volume: far too public."],
      ["{q}. A chart with exactly one voter, and somehow it's still a landslide.", "Recount refused."],
      ["{q}. Posted like a report card with one subject, and you came top.", "Top of a class of one."],
      ["{q}. The stats are in, and they read like a confession with a beat.", "The jury is humming along."],
    ],
  },
  {
    id: "minutes-listened",
    match: stat(/minutes (?:listened|streamed|of listening)|listening minutes|hours listened/i),
    jokes: [
      ["{q}. At that point you're not a listener, you're a tenant.", "Rent paid in skips."],
      ["{q}. Counted in minutes, because 'most of my waking life' looked worse.", "Rounded down, kindly."],
      ["{q}. All on record, so the headphones can finally ask for a pay rise.", "Backdated."],
    ],
  },
  {
    // A run, as the words say it: a distance alone may be a drive, a walk or a ride (logged-distance).
    id: "logged-run",
    match: stat(
      /(?:morning|afternoon|evening|lunch|night|easy|long|recovery|tempo|weekend) (?:run|jog)|run club|half marathon|marathon|\bjog(?:ged)?\b|negative splits?/i,
    ),
    jokes: [
      ["{q}. The legs did all the work, and the thumbs are taking the credit.", "Standing ovation, for the thumbs."],
      ["{q}. Written up like a match report: you as player, pundit and fan.", "Player of the match: you."],
      ["{q}. Running to clear your head, then filling everyone else's with it.", "Every step of it."],
    ],
  },
  {
    // A distance or a logged outing, whatever moved it: nothing here says it was a run.
    id: "logged-distance",
    // One outing ("Evening walk"); "long walks" in the plural is a taste a bio lists, not a distance.
    match: stat(/(?:morning|afternoon|evening|lunch|night|easy|long|recovery|weekend) (?:ride|hike|walk)\b|\d+(?:[.,]\d+)? ?(?:km|mi|miles)\b|kudos/i),
    jokes: [
      ["{q}. Logged, measured and posted, so the distance now counts twice.", "Once for the legs, once for the likes."],
      ["{q}. Every metre accounted for, like an expense claim filed by your legs.", "Approved, reluctantly."],
      ["{q}. The trip is over, but the press office is still taking calls.", "Statement to follow."],
    ],
  },
  {
    id: "personal-best",
    match: stat(/personal best|personal record|new pb|\bpb\b|new pr|best time|new record/i),
    jokes: [
      ["{q}. You beat your old self, who has now been told in public.", "Old you took it badly."],
      ["{q}. Beating your own record: the only race where you pick the winner too.", "Congratulations, twice over."],
      ["{q}. Best ever, and the quickest part of it was posting the news.", "Record time."],
      ["{q}. A record nobody else was chasing, defended by one very proud holder.", "Title safe, for now."],
    ],
  },
  {
    id: "reading",
    match: stat(
      /reading challenge|reading goal|books? (?:read|this year|finished)|\d+ books|currently reading|to be read|tbr|bookworm|booktok|bookstagram|bookish|pages read/i,
    ),
    jokes: [
      ["{q}. Reading, the quietest hobby there is, announced at full volume.", "Shh, says the library."],
      ["{q}. Reading used to be private, until the progress bar got involved.", "Now every page has a witness."],
      ["{q}. Reading for pleasure, then keeping score like it's a league table.", "Relegation: unlikely."],
    ],
  },
  {
    id: "film-log",
    match: stat(/films? watched|movies? watched|rewatch(?:ed|ing)?|film diary|four fav(?:ou)?rites|watchlist/i),
    jokes: [
      ["{q}. Films, watched with the dedication of a critic, minus the pay.", "Paid in popcorn."],
      ["{q}. Somewhere, a cushion has taken your exact shape for good.", "It has a name now."],
      ["{q}. Popcorn, credits, repeat, and somehow it's still called a hobby.", "It's a shift pattern."],
    ],
  },
  {
    id: "screen-time",
    match: stat(/screen ?time|daily average|pickups/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Posting your screen time adds to your screen time.", "It's a loop, and you're winning it."],
      ["{q}. Sharing the screen time like it's a score, and not a confession.", "High score, low self-control."],
      ["{q}. A report designed to shame you, and you framed it.", "Then hung it in public."],
    ],
  },
  {
    id: "steps",
    match: stat(/steps? count|step goal|\d[\d,.]*k? steps|steps today|steps a day|daily steps/i),
    jokes: [
      ["{q}. Walking is great. Walking and then announcing it is a different sport.", "Competitive strolling."],
      ["{q}. Counting every step is how a stroll becomes a spreadsheet.", "With formulas, and a chart."],
      ["{q}. Your feet did all the walking, and the step counter is taking the bow.", "Feet, uncredited."],
    ],
  },
  {
    id: "playlist",
    match: caption(/playlist|mixtape|songs (?:to|for)|soundtrack/i, ["bio"]),
    jokes: [
      ["{q}. A playlist name is a diary entry with a shuffle button.", "And we all just read it."],
      ["{q}. The title is doing more emotional work than any song on it.", "The songs are backing vocals."],
      ["{q}. Sharing a playlist is handing strangers your headphones and waiting for a verdict.", "Verdict: skip."],
    ],
  },
  {
    id: "poll",
    match: caption(/poll|vote|yes or no|this or that|which one|should i|a or b|help me (?:decide|choose|pick)|rate (?:it|this|my|out of)/i),
    jokes: [
      ["{q}. Putting it to a vote means you already lost the argument with yourself.", "Recount requested."],
      ["{q}. Handing the decision to strangers who will never have to live with it.", "Democracy, at its most convenient."],
      ["{q}. A referendum, called on something a coin toss could settle.", "Heads, you ask again."],
      ["{q}. When you need a poll to decide, the answer is usually no.", "Democracy, with a foregone conclusion."],
    ],
  },
  {
    id: "ask-me",
    match: sticker(/ask me|questions?|q&a|send me|tell me|anonymous/i),
    jokes: [
      ["{q}. A press conference nobody requested, with the microphone already on.", "Statement ready."],
      ["{q}. Asking the internet for questions is brave; the internet never runs out.", "Mostly the wrong ones."],
      ["{q}. Taking questions, like a spokesperson for a company of one.", "Press secretary, and the press."],
    ],
  },
  {
    id: "any-sticker",
    match: sticker(),
    jokes: [
      ["{q}. A sticker with room to say anything, and it chose this.", "Out of every possible thing."],
      ["{q}. Slapped on like a label on a jam jar, in case we missed it.", "Contents: this."],
      ["{q}. Of every sticker going, this is the one that got peeled off and stuck.", "It's stuck now."],
    ],
  },
]);
