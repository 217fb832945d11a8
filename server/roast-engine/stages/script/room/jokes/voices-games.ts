import type { LineRole } from "../../../../types";
import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** Words a person types at or about a match: a message, a comment, a caption, a stray line. */
const TALK: LineRole[] = ["chat_message", "comment", "caption", "other"];
/** Words a player wears: a rank, a level, a tag, a favourite game, in a profile or a post. */
const PLAYER: LineRole[] = ["bio", "caption", "other", "comment", "chat_message"];
/** A stream's own words: its title, its announcement, its sticker. */
const STREAM: LineRole[] = ["caption", "bio", "other", "sticker", "comment"];

/** The jokes speak of the words, never of where they were typed, so one match serves every role. */
const said = (roles: LineRole[], words: RegExp): Match => ({ on: "quote", words, roles });

/** Ranks people climb towards (the word {w} names). */
const RANKS = "plat|diamond|masters?|grandmaster|challenger|immortal|radiant|predator|ascendant|champion|champ|global elite";

/** Games and streams: levels, ranks, matches, good-luck messages, streams and their chat. */
export const GAME_TROPES: TropeSource[] = [
  {
    // "good luck, go easy on me", "I'm new so go easy", "take it easy on me pls".
    id: "go-easy",
    match: said(TALK, /\b(?:go easy on me|take it easy on me|don'?t go too hard on me|i'?m new,? so (?:go easy|be nice))\b/i),
    jokes: [
      ["{q}. Either a hustler setting a trap, or someone who has seen their own record.", "Nobody can tell which.", "Nobody can ever tell which."],
      ["{q}. Begging for mercy before the first move, to get the excuse in early.", "Filed in advance.", "Filed well in advance."],
      ["{q}. The exact sentence every shark types right before taking the whole table.", "Politely.", "Very, very politely."],
      ["{q}. Expectations lowered to the floor, so that anything at all counts as a win.", "Even showing up.", "Even turning up counts."],
    ],
  },
  {
    // "glhf", "good luck, have fun", "may the best team win".
    id: "glhf",
    match: said(TALK, /\b(?:gl ?hf|good luck,? have fun|may the best (?:player|team) win|good luck,? you'?ll need it)\b/i),
    jokes: [
      ["{q}. Pre-match manners, the calm before somebody types something unforgivable.", "Usually within minutes.", "Usually within the first minute."],
      ["{q}. Politeness at the starting line, with a shelf life of exactly one round.", "Best before kickoff."],
      ["{q}. Good luck, says the player quietly hoping you have none whatsoever.", "None at all.", "Not a crumb of it."],
      ["{q}. Sportsmanship paid in advance, like settling the bill before the argument.", "No refunds.", "No refunds after the first round."],
    ],
  },
  {
    // "gg", "ggs everyone", "good game, well played".
    id: "gg",
    match: said(TALK, /^(?:gg|ggs|ggwp)\b(?! ?ez)|\b(?:gg ?wp|ggs|good games?,? (?:everyone|all|guys|lads)|good game,? well played|well played,? everyone)\b/i),
    jokes: [
      ["{q}. The handshake of the internet: polite, brief, and occasionally even meant.", "Occasionally.", "Very occasionally."],
      ["{q}. From the winner it is kindness. From the loser it is paperwork.", "Signed through gritted teeth."],
      ["{q}. Gracious in writing, while the real reaction stays safely off the record.", "Far off the record.", "Muted, for everyone's sake."],
      ["{q}. Sportsmanship, typed in the time it takes to queue straight back up.", "Already searching.", "Already searching for the next one."],
    ],
  },
  {
    // "gg ez", "skill issue", "get rekt".
    id: "taunts",
    match: said(TALK, /\b(?:gg ?ez|ez clap|ez game|ez win|get rekt|rekt|git gud|skill issue)\b/i),
    jokes: [
      ["{q}. Winning, and then making sure nobody ever wants to play with you again.", "Mission accomplished.", "Mission fully accomplished."],
      ["{q}. Gloating in as few words as possible, for maximum damage per keystroke.", "Very efficient.", "Efficient, and deeply unkind."],
      ["{q}. A victory speech built to guarantee a grudge, a rematch, and a humbling.", "In that order.", "In exactly that order."],
      ["{q}. Trash talk at full volume, which is exactly how the next match learns who to humble.", "It is coming."],
    ],
  },
  {
    // "rematch?", "run it back", "best of three".
    id: "rematch",
    match: said(TALK, /\b(?:rematch|run it back|best (?:of|out of) (?:three|five|seven|3|5|7))\b/i),
    jokes: [
      ["{q}. The loser's favourite word, said before the winner has even stood up.", "Sit back down.", "Sit back down, apparently."],
      ["{q}. A series that keeps on growing until the right person finally wins it.", "Any minute now.", "Any minute now, surely."],
      ["{q}. Not sportsmanship. A flat refusal to let the last result stand.", "It stands.", "It stands anyway."],
      ["{q}. Asking for another go is how a single loss becomes a whole saga.", "Now with sequels.", "Sequels already in production."],
    ],
  },
  {
    // "grinding to diamond", "road to masters", "finally hit plat".
    id: "rank-grind",
    match: said(PLAYER, new RegExp(`(?<=\\b(?:(?:grind(?:ing)?|climb(?:ing)?|push(?:ing)?|road|journey) to|hit) )(?:${RANKS})\\b`, "i")),
    jokes: [
      ["{q}. Evenings, weekends and sleep, all traded in for a little badge that says {w}.", "Worth it, allegedly."],
      ["{q}. A career ladder with no salary, no holidays, and very loud colleagues.", "All of them shouting.", "All of them shouting at once."],
      ["{q}. The road is long, the rank is pixels, and the commitment is alarmingly real.", "Alarmingly.", "Genuinely alarming."],
      ["{q}. A personal development plan, measured entirely in coloured badges.", "Progress, in shiny form.", "Progress, but make it shiny."],
    ],
  },
  {
    // "hardstuck gold", "stuck in silver forever", "elo hell".
    id: "hardstuck",
    match: said(PLAYER, /\bhard ?stuck\b|\bstuck in (?:iron|bronze|silver|gold|plat(?:inum)?|diamond)\b|\belo hell\b/i),
    jokes: [
      ["{q}. Not stuck. Correctly placed, by a system that has watched every single game.", "Every one.", "It kept the replays."],
      ["{q}. Stuck, and telling everyone about it, which is the only movement so far.", "Sideways.", "Mostly sideways."],
      ["{q}. The rank is never the problem, say all the people at that rank.", "Every last one.", "Every last one of them."],
      ["{q}. Blaming the ladder, when the ladder has been standing perfectly still the whole time.", "Like you."],
    ],
  },
  {
    // "level 50 and counting", "just hit level 100", "maxed out level".
    id: "level",
    match: said(
      PLAYER,
      /\b(?:(?:hit|hitting|reached|reaching|made it to|finally) (?:level|lvl) ?\d+|(?:level|lvl) ?\d+ (?:and counting|unlocked|reached)|lvl\.? ?\d+|max(?:ed)?(?: out)? (?:level|lvl)|level cap)\b/i,
    ),
    jokes: [
      ["{q}. A number that only goes up when the hours go in. The most honest trade around.", "No haggling."],
      ["{q}. Announced like a promotion, in a job where the only boss is the next boss.", "And the one after."],
      ["{q}. Experience, measured in points, and earned by sitting very still for a very long time.", "Impressive stillness."],
      ["{q}. Levelling up with a progress bar, which real life still stubbornly refuses to provide.", "Still waiting.", "Still waiting on that update."],
    ],
  },
  {
    // "rage quit", "uninstalling this game", "never playing this again".
    id: "rage-quit",
    match: said(
      TALK,
      /\b(?:rage ?quit(?:s|ting|ted)?|uninstall(?:ing|ed)? (?:this|the) game|never playing (?:this|that)(?: game)? again|done with this game)\b/i,
    ),
    jokes: [
      ["{q}. Quitting with all the dignity of a door slammed in an empty house.", "Echoing.", "Still echoing."],
      ["{q}. Never again, said with the confidence of someone back tomorrow.", "Same time.", "Same time, same game."],
      ["{q}. A dramatic exit from a game that did not notice and will not miss you.", "It has moved on.", "It has already moved on."],
      ["{q}. The game won twice: once on the screen, and once on the temper.", "Flawless victory.", "A flawless victory, both times."],
    ],
  },
  {
    // "just one more game", "one more turn", "last match I promise".
    id: "one-more",
    match: said(TALK, /\b(?:just )?one more (?:game|match|turn|level)\b|\blast (?:game|match),? i promise\b/i),
    jokes: [
      ["{q}. The most broken promise in gaming, being broken again, politely, right now.", "And again.", "And again, in a minute."],
      ["{q}. One more: the only unit of time that can stretch until breakfast.", "Then lunch.", "And then lunch."],
      ["{q}. Said with all the honesty of someone reaching for the snooze button.", "Pressed again.", "Pressed again, and again."],
      ["{q}. Nobody in history has ever played just one more. Not a single soul.", "Not even once."],
    ],
  },
  {
    // "live now!", "going live in 10", "stream starting soon, come hang".
    id: "live-now",
    match: said(
      STREAM,
      /\b(?:(?:i'?m|we'?re) live|(?<!\b(?:i|we|they|you) )live now|going live|stream(?:ing)? (?:starting|starts) (?:soon|now|in)|streaming now|come (?:hang|chill) (?:on|in) (?:the )?stream|back on stream)\b/i,
    ),
    jokes: [
      ["{q}. Announced like a rocket launch, for an audience still looking for its shoes.", "Countdown pending."],
      ["{q}. The broadcast has begun. The viewers are, technically, on their way.", "Technically.", "Technically, and very slowly."],
      ["{q}. Calling people in off the street to watch, like a town crier with a microphone.", "Hear ye.", "Hear ye, hear ye."],
      ["{q}. An urgent invitation to watch somebody else have a lovely time.", "Attendance optional.", "Attendance strongly optional."],
    ],
  },
  {
    // "first stream!!", "small streamer, be nice", "new streamer, be nice".
    id: "first-stream",
    match: said(STREAM, /\b(?:first (?:ever )?(?:stream|livestream|live stream)|first time streaming|new streamer|small streamer)\b/i),
    jokes: [
      ["{q}. The start of a career, or a long and lovely conversation with an empty room.", "Either way, good chat."],
      ["{q}. Every famous streamer started exactly here, chatting away to an audience of pure hope.", "Hope counts as a viewer."],
      ["{q}. A brave debut, where the first viewer is traditionally a relative, under protest.", "Mostly under protest."],
      ["{q}. Broadcasting to the world, and the world will get round to it after tea.", "Possibly.", "Possibly after pudding."],
    ],
  },
  {
    // "sleeping on stream", "fell asleep on stream lol", "sleep stream tonight".
    id: "sleeping-on-stream",
    match: said(STREAM, /\b(?:sleep(?:ing)? on stream|(?:fell|falling) asleep on stream|asleep on stream|sleep stream)\b/i),
    jokes: [
      ["{q}. Content, redefined as lying very still while strangers watch. Modern art, basically.", "Untitled, snoring."],
      ["{q}. The only show where the star takes a nap and the ratings hold steady.", "Steadier, honestly.", "Steadier, if anything."],
      ["{q}. Broadcasting the one activity that has never, ever needed an audience.", "Until now.", "Until now, apparently."],
      ["{q}. Live, in the loosest possible sense of the word.", "Barely live.", "Barely live, and proud of it."],
    ],
  },
  {
    // "24 hour stream", "subathon starts friday", "streaming until I win".
    id: "long-stream",
    match: said(
      STREAM,
      /\b(?:sub ?a ?thon|\d+ ?(?:hour|hr|h) (?:stream|livestream)|stream(?:ing)? (?:until|till|til) (?:i|we) (?:win|beat)|marathon stream|all[- ]night stream)\b/i,
    ),
    jokes: [
      ["{q}. An endurance event where the whole course is sitting down, and nobody finishes gracefully.", "Nobody."],
      ["{q}. Dedication, measured in hours awake, for an audience that works in shifts.", "They sleep.", "They get to sleep."],
      ["{q}. A broadcast with no end in sight, which is also how the sleep schedule will look.", "Permanently."],
      ["{q}. A marathon, run entirely from a seat, cheered on by people also sitting down.", "Hydrate, please."],
    ],
  },
  {
    // "chat is this real", "chat, am I cooked", "chat what do we think".
    id: "chat-asks",
    match: said(
      ["caption", "comment", "chat_message", "other", "bio"],
      /^chat[,.:!]?\s+(?:is (?:this|it|that) real|am i|are we|is it|what do we think|we'?re|i'?m|help|thoughts|be honest)\b|\bchat,? (?:is this real|am i cooked|are we cooked)\b/i,
    ),
    jokes: [
      ["{q}. Addressing chat like a council of elders, a council that answers mostly in capital letters.", "All of them."],
      ["{q}. When the big questions come, ask the one audience that cannot agree on anything.", "Ever.", "About anything, ever."],
      ["{q}. Outsourcing life decisions to strangers whose main skill is typing the same word.", "Over and over.", "Over and over again."],
      ["{q}. Consulting chat, stream or no stream, like a jury that never goes home.", "Verdict: cooked.", "The verdict is always cooked."],
    ],
  },
  {
    // "fav games: Stardew, Skyrim", "games I love: Elden Ring", "my favourite game is Mario Kart".
    id: "favourite-games",
    match: said(["bio", "caption", "other", "answer"], /\b(?:fav(?:ou?rite)?s? (?:video )?games?|games i (?:play|love)|what i'?m playing)\b/i),
    jokes: [
      ["{q}. Listing games up front, so every conversation can skip straight to the argument.", "Ready, fight.", "Round one: fight."],
      ["{q}. A whole personality, summarised as a shelf of save files.", "All of them half finished.", "Most of them half finished."],
      ["{q}. Inviting strangers to judge you by your games, which they absolutely will.", "Harshly.", "Harshly, and with tier lists."],
      ["{q}. Taste in games, declared like a star sign. Compatibility testing begins now.", "Results pending.", "Results pending, rematch likely."],
    ],
  },
  {
    // "gamertag: xXShadowXx", "PSN: NightOwl_93", "add me on steam".
    id: "gamer-tag",
    match: said(PLAYER, /\b(?:gamer ?tags?|friend code|add me on (?:psn|xbox|steam|switch|discord))\b|\b(?:psn|ign|gt|steam|xbox)(?: id)? ?:/i),
    jokes: [
      ["{q}. A second name, for the version of you that lives in a lobby.", "Permanently.", "Permanently, by the look of it."],
      ["{q}. Publishing your whereabouts, so total strangers know exactly where to come and beat you.", "Queue up."],
      ["{q}. Handing out the address of the one place you are guaranteed to answer.", "Instantly.", "Instantly, at any hour."],
      ["{q}. An open invitation to lose to strangers, printed in public, on purpose.", "Brave.", "Brave, or a trap."],
    ],
  },
  {
    // "my teammates are throwing", "randoms griefing again", "team threw the game".
    id: "teammates",
    match: said(
      TALK,
      /\b(?:teammates?|randoms) (?:(?:are|is|were|was|keeps?|kept) )?(?:throwing|trolling|griefing|useless|hopeless|bots)\b|\b(?:threw|throwing) the game\b|\bcarried by (?:bots|randoms)\b/i,
    ),
    jokes: [
      ["{q}. Every loss has a culprit, and somehow it is never the one typing.", "Never once.", "Never once, remarkably."],
      ["{q}. A match report in which the only player not under investigation wrote it.", "Case dismissed.", "Case dismissed, by the defendant."],
      ["{q}. Teammates change every match. The losing stays. So does exactly one player.", "Guess who."],
      ["{q}. Blaming the team in writing, where the team can read it and reply.", "They will.", "They will, at length."],
    ],
  },
  {
    // "I lagged", "my ping was awful", "controller disconnected mid fight".
    id: "lag",
    match: said(TALK, /\b(?:i lagged|lagged out|so laggy|high ping|my ping|stick drift|controller (?:died|disconnected))\b/i),
    jokes: [
      ["{q}. The oldest excuse in gaming, and occasionally, very rarely, even true.", "Very rarely.", "Very, very rarely."],
      ["{q}. The connection failed at the exact moment the skill did. Incredible timing.", "Suspicious timing."],
      ["{q}. Blaming the equipment, the one opponent that never argues back.", "It would win, though.", "It would win that argument too."],
      ["{q}. A technical fault, reported right after the score, and never right before it.", "Funny, that.", "Funny how that works."],
    ],
  },
  {
    // "I'm so bad at this game", "total noob, carry me", "I got carried".
    id: "noob",
    match: said(
      TALK,
      /\b(?:i'?m (?:so |really |very )?(?:bad|terrible|awful|hopeless) at (?:this game|video games|games|gaming)|(?:total|complete|absolute) noob|noob here|i'?m a noob|(?:please )?carry me(?! home| back| away)|got carried(?! away))\b/i,
    ),
    jokes: [
      ["{q}. Expectations lowered so far that even a draw would look like a comeback.", "A legendary one."],
      ["{q}. A confession in advance, so the evidence arrives as no surprise to anyone.", "Least of all the scoreboard."],
      ["{q}. The most honest job description in team games: passenger, with opinions.", "Loud ones.", "Very loud ones."],
      ["{q}. Admitting it up front is a strategy, and frankly the strongest one on show.", "By some distance."],
    ],
  },
];
