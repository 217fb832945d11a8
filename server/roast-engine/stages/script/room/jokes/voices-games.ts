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
      [
        "{q}. Either a beginner asking for mercy, or a shark sharpening its teeth.",
        "Nobody can tell which.",
        "Nobody can ever tell which, until it's too late.",
      ],
      ["{q}. Getting the excuse in before the first move, which is excellent planning.", "Filed in advance.", "Filed well in advance, in triplicate."],
      ["{q}. The exact words every hustler types right before taking the whole table.", "Politely.", "Very, very politely."],
      ["{q}. Lowering the bar before the match, so you can limbo under it later.", "Comfortably.", "Comfortably, to applause."],
    ],
  },
  {
    // "glhf", "good luck, have fun", "may the best team win".
    id: "glhf",
    match: said(TALK, /\b(?:gl ?hf|good luck,? have fun|may the best (?:player|team) win|good luck,? you'?ll need it)\b/i),
    jokes: [
      ["{q}. Pre-match manners, the calm before somebody types something unforgivable.", "Usually within the first minute."],
      ["{q}. Politeness at the starting line, with a shelf life of one round.", "Best before kickoff.", "Best before kickoff, then it curdles."],
      ["{q}. Good luck, says the player privately hoping you have none whatsoever.", "Not a crumb of it."],
      ["{q}. Sportsmanship paid in advance, like settling the bill before the argument.", "No refunds after the first round."],
    ],
  },
  {
    // "gg", "ggs everyone", "good game, well played".
    id: "gg",
    match: said(TALK, /^(?:gg|ggs|ggwp)\b(?! ?ez)|\b(?:gg ?wp|ggs|good games?,? (?:everyone|all|guys|lads)|good game,? well played|well played,? everyone)\b/i),
    jokes: [
      ["{q}. The handshake of the internet: polite, brief, and occasionally even meant.", "Very occasionally.", "Very occasionally, by accident."],
      ["{q}. From the winner it's kindness. From the loser it's paperwork.", "Signed through gritted teeth."],
      ["{q}. Gracious in writing, while the real reaction stays safely muted.", "For everyone's sake.", "Muted, for everyone's sake, especially yours."],
      ["{q}. Sportsmanship, typed in the time it takes to queue straight back up.", "Already searching for the next one."],
    ],
  },
  {
    // "gg ez", "skill issue", "get rekt".
    id: "taunts",
    match: said(TALK, /\b(?:gg ?ez|ez clap|ez game|ez win|get rekt|rekt|git gud|skill issue)\b/i),
    jokes: [
      ["{q}. Winning, and then making sure nobody ever wants to play with you again.", "Mission fully accomplished."],
      ["{q}. Gloating in as few letters as possible, for maximum damage per keystroke.", "Efficient, and deeply unkind."],
      ["{q}. A victory speech built to guarantee a grudge, a rematch and a humbling.", "In exactly that order."],
      ["{q}. Trash talk at full volume, which is how the next match learns who to humble.", "It's already queueing."],
    ],
  },
  {
    // "rematch?", "run it back", "best of three".
    id: "rematch",
    match: said(TALK, /\b(?:rematch|run it back|best (?:of|out of) (?:three|five|seven|3|5|7))\b/i),
    jokes: [
      ["{q}. Never once typed by the person who just won.", "Funny, that.", "Funny, that. The winner is always suddenly busy."],
      ["{q}. A series that keeps on growing until the right person finally wins it.", "Any minute now, surely."],
      ["{q}. Not sportsmanship: a flat refusal to let the last result stand.", "It stands.", "It stands anyway, with a smirk."],
      ["{q}. Asking for another go is how a single loss becomes a whole saga.", "Sequels already in production."],
    ],
  },
  {
    // "grinding to diamond", "road to masters", "finally hit plat".
    id: "rank-grind",
    match: said(PLAYER, new RegExp(`(?<=\\b(?:(?:grind(?:ing)?|climb(?:ing)?|push(?:ing)?|road|journey) to|hit) )(?:${RANKS})\\b`, "i")),
    jokes: [
      ["{q}. Evenings, weekends and sleep, all traded in for a little badge that says {w}.", "Worth it, allegedly."],
      ["{q}. Climbing to {w}: the only promotion that comes with no pay rise and a headset.", "And colleagues who shout."],
      ["{q}. The road is long, the rank is pixels, and the commitment is alarmingly real.", "Genuinely alarming."],
      ["{q}. A career ladder with no salary, no holidays and very loud colleagues.", "All of them shouting at once."],
    ],
  },
  {
    // "hardstuck gold", "stuck in silver forever", "elo hell".
    id: "hardstuck",
    match: said(PLAYER, /\bhard ?stuck\b|\bstuck in (?:iron|bronze|silver|gold|plat(?:inum)?|diamond)\b|\belo hell\b/i),
    jokes: [
      ["{q}. Not stuck. Correctly placed, by a system that has watched every single game.", "It kept the replays."],
      ["{q}. Stuck, and telling everyone about it, which is the only movement so far.", "Mostly sideways.", "Mostly sideways, and downhill."],
      ["{q}. The rank is never the problem, say all the people at that rank.", "Every last one of them."],
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
      ["{q}. The only number in life that goes up just for sitting still.", "Unlike the salary.", "Unlike the salary, which needs you to stand up."],
      ["{q}. Announced like a promotion, in a job where the only boss is the next boss.", "And the one after."],
      ["{q}. Experience, measured in points, earned by sitting very still for a very long time.", "Impressive stillness."],
      ["{q}. A progress bar for effort, which real life still stubbornly refuses to provide.", "Still waiting on that update."],
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
      ["{q}. Quitting with all the dignity of a door slammed in an empty house.", "Still echoing.", "Still echoing, nobody home."],
      ["{q}. Gone forever, in the special gaming sense that means back tomorrow.", "Same game, same seat."],
      ["{q}. A dramatic exit from a game that didn't notice and won't miss you.", "It has already moved on."],
      ["{q}. The game won twice: once on the screen, and once on the temper.", "A flawless victory, both times."],
    ],
  },
  {
    // "just one more game", "one more turn", "last match I promise".
    id: "one-more",
    match: said(TALK, /\b(?:just )?one more (?:game|match|turn|level)\b|\blast (?:game|match),? i promise\b/i),
    jokes: [
      ["{q}. The most broken promise in gaming, being broken again, right now.", "And again in a minute.", "And again in a minute, and again."],
      ["{q}. One more: the only unit of time that stretches until breakfast.", "And then lunch.", "And then lunch, and then tea."],
      ["{q}. Said with all the honesty of someone reaching for the snooze button.", "Pressed again, and again."],
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
      ["{q}. Calling people in off the street to watch, like a town crier with a microphone.", "Hear ye, hear ye."],
      ["{q}. An urgent invitation to watch somebody else have a lovely time.", "Attendance optional.", "Attendance strongly optional."],
    ],
  },
  {
    // "first stream!!", "small streamer, be nice", "new streamer, be nice".
    id: "first-stream",
    match: said(STREAM, /\b(?:first (?:ever )?(?:stream|livestream|live stream)|first time streaming|new streamer|small streamer)\b/i),
    jokes: [
      ["{q}. The start of a career, or a long and lovely chat with an empty room.", "Either way, good chat."],
      ["{q}. Every famous streamer started exactly here, talking to an audience of pure hope.", "Hope counts as a viewer."],
      ["{q}. A brave debut, where the first viewer is traditionally a relative, under protest.", "Mostly under protest."],
      ["{q}. Broadcasting to the world, and the world will get round to it after tea.", "Possibly after pudding."],
    ],
  },
  {
    // "sleeping on stream", "fell asleep on stream lol", "sleep stream tonight".
    id: "sleeping-on-stream",
    match: said(STREAM, /\b(?:sleep(?:ing)? on stream|(?:fell|falling) asleep on stream|asleep on stream|sleep stream)\b/i),
    jokes: [
      ["{q}. Content, redefined as lying very still while strangers watch.", "Modern art.", "Modern art, with snoring."],
      ["{q}. The only show where the star takes a nap and the ratings hold steady.", "Steadier, if anything."],
      ["{q}. Broadcasting the one activity that has never needed an audience.", "Until now.", "Until now, apparently."],
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
      ["{q}. An endurance event where the whole course is a chair.", "Nobody finishes gracefully.", "Nobody finishes gracefully, or upright."],
      ["{q}. Dedication, measured in hours awake, for an audience that works in shifts.", "They get to sleep."],
      ["{q}. A broadcast with no end in sight, just like the sleep schedule it's about to ruin.", "Permanently."],
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
      ["{q}. Asking chat, a council of elders who answer mostly in capital letters.", "All of them, at once."],
      ["{q}. When the big questions come, ask the one audience that can't agree on anything.", "About anything, ever."],
      ["{q}. Outsourcing life decisions to strangers whose main skill is typing the same word.", "Over and over again."],
      ["{q}. Consulting chat like a jury that never goes home.", "The verdict is always cooked.", "The verdict is always the same: cooked."],
    ],
  },
  {
    // "fav games: Stardew, Skyrim", "games I love: Elden Ring", "my favourite game is Mario Kart".
    id: "favourite-games",
    match: said(["bio", "caption", "other", "answer"], /\b(?:fav(?:ou?rite)?s? (?:video )?games?|games i (?:play|love)|what i'?m playing)\b/i),
    jokes: [
      ["{q}. Listing games up front, so every conversation can skip straight to the argument.", "Round one: fight."],
      ["{q}. A whole personality, summarised as a shelf of save files.", "Most of them half finished.", "Most of them half finished, none of them backed up."],
      ["{q}. Inviting strangers to judge you by your games, which they absolutely will.", "Harshly, and with tier lists."],
      ["{q}. Taste in games, declared like a star sign. Compatibility testing begins now.", "Results pending, rematch likely."],
    ],
  },
  {
    // "gamertag: xXShadowXx", "PSN: NightOwl_93", "add me on steam".
    id: "gamer-tag",
    match: said(PLAYER, /\b(?:gamer ?tags?|friend code|add me on (?:psn|xbox|steam|switch|discord))\b|\b(?:psn|ign|gt|steam|xbox)(?: id)? ?:/i),
    jokes: [
      ["{q}. A second name, for the version of you that lives in a lobby.", "Permanently.", "Permanently, by the look of it."],
      ["{q}. Publishing your whereabouts so strangers know exactly where to come and beat you.", "Queue up."],
      ["{q}. The address of the one place you're guaranteed to answer, at any hour.", "Instantly.", "Instantly, in a headset."],
      ["{q}. An open invitation to lose to strangers, printed in public, on purpose.", "Brave, or a trap."],
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
      ["{q}. Every loss has a culprit, and somehow it's never the one typing.", "Never once, remarkably."],
      ["{q}. A match report in which the only player not under investigation wrote it.", "Case dismissed, by the defendant."],
      ["{q}. The teammates change every match. The losing stays. So does exactly one player.", "Guess who."],
      ["{q}. Blaming the team in writing, where the team can read it.", "They will.", "They will, and they'll reply at length."],
    ],
  },
  {
    // "I lagged", "my ping was awful", "controller disconnected mid fight".
    id: "lag",
    match: said(TALK, /\b(?:i lagged|lagged out|so laggy|high ping|my ping|stick drift|controller (?:died|disconnected))\b/i),
    jokes: [
      ["{q}. The oldest excuse in gaming, and occasionally, very rarely, even true.", "Very, very rarely."],
      ["{q}. The connection failed at the exact moment the skill did. Incredible timing.", "Suspicious timing."],
      ["{q}. Blaming the equipment, the one opponent that never argues back.", "It would win that argument too."],
      ["{q}. A technical fault, which nobody in history has ever reported after a win.", "Funny how that works."],
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
      ["{q}. A confession in advance, so the scoreboard comes as no surprise.", "Least of all to the team.", "Least of all to the team, who can read."],
      ["{q}. The most honest job title in team games: passenger, with opinions.", "Very loud ones.", "Very loud ones, from the back seat."],
      ["{q}. Honesty up front, because the scoreboard was going to say it anyway.", "In bigger letters."],
    ],
  },
  {
    // "afk", "going afk, food", "away from keyboard".
    id: "afk",
    match: said(TALK, /\b(?:afk|away from (?:the )?keyboard)\b/i),
    jokes: [
      ["{q}. Leaving the team a player short, with a polite note on the fridge.", "Back soon, allegedly."],
      ["{q}. The keyboard is alone now, and so are your teammates.", "Mostly the teammates.", "Mostly the teammates, who are typing about you."],
      ["{q}. An absence, announced like a shop sign saying back soon, with no time on it.", "Soon, allegedly."],
      ["{q}. Away from the keyboard: the rarest place you'll ever be.", "A short visit.", "A short visit, by the sound of it."],
    ],
  },
];
