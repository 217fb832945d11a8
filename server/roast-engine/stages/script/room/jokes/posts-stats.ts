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
      ["{q}. That streak isn't dedication, it's the fear of watching it reset.", "Loyalty, enforced by guilt."],
      ["{q}. A streak is just a daily habit that learned how to guilt-trip you.", "And it is very good at it."],
      ["{q}. Consistency this impressive usually comes with results attached.", "Results, presumably, on their way."],
      ["{q}. Posting the streak means it has witnesses now, and you can never stop.", "No parole, only reminders."],
    ],
  },
  {
    id: "year-in-music",
    match: stat(/wrapped|top artists?|top songs?|top genres?|top listener|most played|year in music|on repeat/i),
    jokes: [
      ["{q}. Posting your year in music, like a report card with only one subject.", "Top of a class of one."],
      ["{q}. A loyalty scheme where the only reward is this post.", "The points never expire, sadly."],
      ["{q}. Sharing your listening habits is how the whole feed hears your headphones.", "Volume: far too public."],
      ["{q}. The stats are in, and they read like a confession with a beat.", "The jury is humming along."],
    ],
  },
  {
    id: "minutes-listened",
    match: stat(/minutes (?:listened|streamed|of listening)|listening minutes|hours listened/i),
    jokes: [
      ["{q}. At that point you're not a listener, you're a tenant.", "Rent paid in skips.", "Paying in skips."],
      ["{q}. That many minutes is not a taste in music, it's a second address.", "Forward the mail there."],
      ["{q}. Every single one of those minutes could have been spent not posting this.", "Including this one."],
    ],
  },
  {
    id: "logged-run",
    match: stat(
      /(?:morning|afternoon|evening|lunch|night|easy|long|recovery|tempo|weekend) (?:run|ride|jog|hike)|run club|half marathon|marathon|\d+(?:[.,]\d+)? ?(?:km|mi|miles)|kudos|negative splits?/i,
    ),
    jokes: [
      ["{q}. The run is over, but the posting about it is a marathon.", "Pace: relentless."],
      ["{q}. If a run isn't posted, does the distance even count?", "The app says no, and you believe it."],
      ["{q}. Running, then sitting down to write it up like a match report.", "Player of the match: you."],
      ["{q}. Running from something, and it turns out it was privacy.", "Privacy never stood a chance."],
    ],
  },
  {
    id: "personal-best",
    match: stat(/personal best|personal record|new pb|\bpb\b|new pr|best time|new record/i),
    jokes: [
      ["{q}. Your best, personally, announced publicly, which is the other kind.", "Public best still pending."],
      ["{q}. Beating your own record: the only race where you also pick the winner.", "Congratulations, and also congratulations."],
      ["{q}. A personal best, celebrated by the one person it was personal to.", "And now, all of us."],
      ["{q}. Faster than ever, and still slower than the post went up.", "That one was a sprint."],
    ],
  },
  {
    id: "reading",
    match: stat(
      /reading challenge|reading goal|books? (?:read|this year|finished)|\d+ books|currently reading|to be read|tbr|bookworm|booktok|bookstagram|bookish|pages read/i,
    ),
    jokes: [
      ["{q}. Reading for pleasure, counting for approval.", "The pleasure has a spreadsheet now."],
      ["{q}. Reading used to be private, until the progress bar got involved.", "Now every page has a witness."],
      ["{q}. A reading goal, posted, so strangers can audit the pages.", "Footnotes available on request."],
      ["{q}. All those books, and this sentence still needed an editor.", "The editor is on the list, too."],
    ],
  },
  {
    id: "film-log",
    match: stat(/films? watched|movies? watched|rewatch(?:ed|ing)?|film diary|four fav(?:ou)?rites|watchlist/i),
    jokes: [
      ["{q}. Watching films is a hobby. Logging them for strangers is a second job.", "Unpaid, with reviews."],
      ["{q}. Every film rated, reviewed and posted, as if the studios were waiting.", "They are not refreshing."],
      ["{q}. Turning every film into homework you assigned yourself, then graded in public.", "No extensions, no excuses."],
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
      ["{q}. Every step counted and posted, as if the pavement was keeping score.", "It was not."],
    ],
  },
  {
    id: "playlist",
    match: caption(/playlist|mixtape|songs (?:to|for)|soundtrack/i, ["bio"]),
    jokes: [
      ["{q}. A playlist name is a diary entry with a shuffle button.", "And we all just read it."],
      ["{q}. The title is doing more emotional work than any song on it.", "The songs are backing vocals."],
      ["{q}. Naming it like that tells us more than the songs ever could.", "Consider us told."],
    ],
  },
  {
    id: "poll",
    match: caption(/poll|vote|yes or no|this or that|which one|should i|a or b|help me (?:decide|choose|pick)|rate (?:it|this|my|out of)/i),
    jokes: [
      ["{q}. Putting it to a vote means you already lost the argument with yourself.", "Recount requested."],
      ["{q}. A poll, because deciding alone was never an option.", "Turnout to be confirmed."],
      ["{q}. Democracy, finally used for its highest purpose.", "The founders would be so proud."],
      ["{q}. When you need a poll to decide, the answer is usually no.", "Democracy, with a foregone conclusion."],
    ],
  },
  {
    id: "ask-me",
    match: sticker(/ask me|questions?|q&a|send me|tell me|anonymous/i),
    jokes: [
      ["{q}. An open invitation to questions, like a press conference called by the subject.", "Microphones on, statement ready."],
      ["{q}. Inviting questions from the internet, which is brave, because the internet always has some.", "Mostly the wrong ones."],
      ["{q}. Taking questions, like a spokesperson for a company of one.", "Press secretary, and the press."],
    ],
  },
  {
    id: "any-sticker",
    match: sticker(),
    jokes: [
      ["{q}. A sticker with room to say anything, and it chose this.", "Out of every possible thing."],
      ["{q}. Stickers are meant to be quick. This one still overstayed.", "It has its own chair now."],
      ["{q}. A sticker, stuck on so that nobody could possibly miss it.", "Mission accomplished."],
    ],
  },
]);
